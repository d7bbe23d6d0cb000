import type { TTefConfig } from '@brasa/contracts';
import { MSG, TEF_DELETE_WINDOW_MINUTES, maskCpfOrCnpj, onlyDigits } from '@brasa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { integracao } from '../../db/schema';
import { AppError, unprocessable } from '../../errors';
import type { TefCredentials, TefProvider } from '../../providers/tef';
import { findActiveIntegration } from '../integrations/repository';

/** The browser-safe part (`dados.TEF`, doc 1 §7 "the first item has dados as JSON with a TEF key"). */
export interface TefPublicData {
  tipo: 'TEF' | 'EL';
  cpfCnpj: string | null;
  terminalPadraoId: string | null;
  localImpressao: string | null;
  /** doc 1 §5: minutes after the approval during which the payment may be deleted. */
  prazoExclusaoMinutos: number;
  /** EL: the local agent's port on the cashier's machine (doc 1 §7: 2001). */
  portaAgente?: number;
}

/** Server-only (`segredos`): the company's login at the provider, the technical password, the agent's HMAC key. */
export interface TefSecrets extends Record<string, unknown> {
  cpfCnpj?: string;
  senha?: string;
  senhaTecnica?: string;
  chaveAgente?: string;
}

export interface TefIntegration {
  id: number;
  tipo: 'TEF' | 'EL';
  dados: TefPublicData;
  segredos: TefSecrets;
}

function parse(row: NonNullable<Awaited<ReturnType<typeof findActiveIntegration>>>): TefIntegration {
  const dados = ((row.dados as { TEF?: Partial<TefPublicData> }).TEF ?? {}) as Partial<TefPublicData>;
  return {
    id: row.id,
    tipo: row.tipo === 'EL' ? 'EL' : 'TEF',
    dados: {
      tipo: row.tipo === 'EL' ? 'EL' : 'TEF',
      cpfCnpj: dados.cpfCnpj ?? null,
      terminalPadraoId: dados.terminalPadraoId ?? null,
      localImpressao: dados.localImpressao ?? null,
      prazoExclusaoMinutos:
        Number(dados.prazoExclusaoMinutos) > 0 ? Number(dados.prazoExclusaoMinutos) : TEF_DELETE_WINDOW_MINUTES,
      ...(dados.portaAgente ? { portaAgente: Number(dados.portaAgente) } : {}),
    },
    segredos: row.segredos as TefSecrets,
  };
}

/** The unit's card-terminal integration: the cloud one (TEF) first, else the local agent (EL); undefined if none. */
export async function findTefIntegration(db: Db | Tx, unidadeId: number): Promise<TefIntegration | undefined> {
  const row = (await findActiveIntegration(db, unidadeId, 'TEF')) ?? (await findActiveIntegration(db, unidadeId, 'EL'));
  return row ? parse(row) : undefined;
}

export async function requireTefIntegration(db: Db | Tx, unidadeId: number): Promise<TefIntegration> {
  const found = await findTefIntegration(db, unidadeId);
  if (!found) throw unprocessable(MSG.TEF_INTEGRATION_REQUIRED, 'TEF_NOT_CONFIGURED');
  return found;
}

/** The provider's credentials of a cloud integration (a missing login is the spec's "configure" message). */
export function credentialsOf(integration: TefIntegration): TefCredentials {
  const { cpfCnpj, senha } = integration.segredos;
  if (integration.tipo !== 'TEF' || !cpfCnpj || !senha)
    throw unprocessable(MSG.TEF_INTEGRATION_REQUIRED, 'TEF_NOT_CONFIGURED');
  return { cpfCnpj, senha };
}

export function requireProvider(provider: TefProvider | null): TefProvider {
  if (!provider) throw new AppError(503, MSG.TEF_INTEGRATION_FETCH_FAILED, 'TEF_PROVIDER_UNAVAILABLE');
  return provider;
}

export function configOf(integration: TefIntegration | undefined): TTefConfig {
  if (!integration)
    return { configurado: false, cpfCnpj: null, terminalPadraoId: null, localImpressao: null, tipo: null };
  return {
    configurado: integration.tipo === 'EL' || Boolean(integration.segredos.cpfCnpj && integration.segredos.senha),
    cpfCnpj: integration.dados.cpfCnpj,
    terminalPadraoId: integration.dados.terminalPadraoId,
    localImpressao: integration.dados.localImpressao,
    tipo: integration.tipo,
    prazoExclusaoMinutos: integration.dados.prazoExclusaoMinutos,
  };
}

/**
 * Stores a login the provider accepted: the credentials in `segredos` (the technical password and the agent key
 * are kept), the masked tax id, default terminal and print location in `dados.TEF`. Creates the unit's TEF
 * integration when it has none.
 */
export async function saveTefLogin(
  db: Db,
  unidadeId: number,
  input: { cpfCnpj: string; senha: string; terminalId?: string; localImpressao?: string; senhaTecnica?: string },
): Promise<TefIntegration> {
  return db.transaction(async (tx) => {
    const current = await findActiveIntegration(tx, unidadeId, 'TEF');
    const previous = current ? parse(current) : undefined;
    const digits = onlyDigits(input.cpfCnpj);
    const dados: TefPublicData = {
      tipo: 'TEF',
      cpfCnpj: maskCpfOrCnpj(digits),
      terminalPadraoId: input.terminalId ?? previous?.dados.terminalPadraoId ?? null,
      localImpressao: input.localImpressao ?? previous?.dados.localImpressao ?? 'CAIXA',
      prazoExclusaoMinutos: previous?.dados.prazoExclusaoMinutos ?? TEF_DELETE_WINDOW_MINUTES,
    };
    const segredos: TefSecrets = {
      ...previous?.segredos,
      cpfCnpj: digits,
      senha: input.senha,
      ...(input.senhaTecnica ? { senhaTecnica: input.senhaTecnica } : {}),
    };
    if (current) {
      await tx
        .update(integracao)
        .set({ dados: { ...(current.dados as object), TEF: dados }, segredos, updatedAt: new Date() })
        .where(and(eq(integracao.id, current.id), eq(integracao.unidadeId, unidadeId)));
    } else {
      await tx
        .insert(integracao)
        .values({ unidadeId, tipo: 'TEF', descricao: 'TEF (maquininha)', dados: { TEF: dados }, segredos });
    }
    return parse((await findActiveIntegration(tx, unidadeId, 'TEF'))!);
  });
}

/**
 * The demo's local-agent integrations (those holding the demo agent key) pointed at the port the sandbox agent
 * took on this machine (2001 may be taken by another program). A real install's integration is left alone.
 */
export async function pointDemoAgentIntegrations(db: Db, port: number, demoKey: string): Promise<number> {
  const rows = await db
    .select()
    .from(integracao)
    .where(and(eq(integracao.tipo, 'EL'), eq(integracao.ativo, true)));
  let changed = 0;
  for (const row of rows) {
    const tef = (row.dados as { TEF?: Partial<TefPublicData> }).TEF;
    if ((row.segredos as TefSecrets).chaveAgente !== demoKey || !tef || tef.portaAgente === port) continue;
    await db
      .update(integracao)
      .set({ dados: { ...row.dados, TEF: { ...tef, portaAgente: port } }, updatedAt: new Date() })
      .where(eq(integracao.id, row.id));
    changed++;
  }
  return changed;
}
