/** Whether this browser may charge a card on the terminal (doc 1 §8 TEF messages, doc 2 §2.8). */
import type { TActiveIntegration } from '@brasa/contracts';
import { MSG, type Result, fail, ok } from '@brasa/domain';

export type TefIntegrationKind = 'TEF' | 'EL';

export interface TefReadiness {
  readonly kind: TefIntegrationKind;
  readonly terminalId: string;
}

/**
 * The unit's first active card-terminal integration (cloud TEF, else the local agent EL) and the terminal chosen
 * on this browser: without the first, 'Você deve configurar...'; without the second, 'Você deve selecionar...'.
 */
export function checkTefReadiness(
  integrations: readonly Pick<TActiveIntegration, 'tipo'>[] | undefined,
  terminalId: string | null,
): Result<TefReadiness> {
  const list = Array.isArray(integrations) ? integrations : [];
  const integration = list.find((item) => item.tipo === 'TEF') ?? list.find((item) => item.tipo === 'EL');
  if (!integration) return fail(MSG.TEF_INTEGRATION_REQUIRED);
  if (!terminalId) return fail(MSG.TEF_TERMINAL_REQUIRED);
  return ok({ kind: integration.tipo as TefIntegrationKind, terminalId });
}
