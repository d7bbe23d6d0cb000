/** Whether this browser may charge a card on the terminal (doc 1 §8 TEF messages, doc 2 §2.8). */
import type { TActiveIntegration } from '@brasa/contracts';
import { MSG, type Result, fail, ok } from '@brasa/domain';

export type TefIntegrationKind = 'TEF' | 'EL';

export interface TefReadiness {
  readonly kind: TefIntegrationKind;
  /** This browser's terminal; empty for the local agent (the pinpad is the agent's, the unit's default). */
  readonly terminalId: string;
  /** EL: the local agent on this machine (loopback, the integration's port, 2001 by default). */
  readonly agentUrl?: string;
}

/** doc 1 §7: the local terminal agent's port when the integration names none. */
export const DEFAULT_AGENT_PORT = 2001;

/** The local agent's address from the EL integration's `dados` (a JSON string with `TEF.portaAgente`). */
export function agentUrlOf(dados: string | undefined): string {
  let port = DEFAULT_AGENT_PORT;
  try {
    const parsed = JSON.parse(dados ?? '{}') as { TEF?: { portaAgente?: unknown } } | null;
    const given = Number(parsed?.TEF?.portaAgente);
    if (Number.isInteger(given) && given > 0 && given < 65536) port = given;
  } catch {
    // Unreadable dados: the spec's port.
  }
  return `http://127.0.0.1:${port}`;
}

/**
 * The unit's first active card-terminal integration (cloud TEF, else the local agent EL) and the terminal chosen
 * on this browser: without the first, 'Você deve configurar...'; without the second (cloud only: the local agent
 * is this machine's pinpad), 'Você deve selecionar...'.
 */
export function checkTefReadiness(
  integrations: readonly (Pick<TActiveIntegration, 'tipo'> & { dados?: string })[] | undefined,
  terminalId: string | null,
): Result<TefReadiness> {
  const list = Array.isArray(integrations) ? integrations : [];
  const integration = list.find((item) => item.tipo === 'TEF') ?? list.find((item) => item.tipo === 'EL');
  if (!integration) return fail(MSG.TEF_INTEGRATION_REQUIRED);
  if (integration.tipo === 'EL') return ok({ kind: 'EL', terminalId: '', agentUrl: agentUrlOf(integration.dados) });
  if (!terminalId) return fail(MSG.TEF_TERMINAL_REQUIRED);
  return ok({ kind: 'TEF', terminalId });
}
