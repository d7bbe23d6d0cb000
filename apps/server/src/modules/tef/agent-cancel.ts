import { tefAgentCancelSignedText, type TTefAgentCancelResult, type TTefIntent } from '@brasa/contracts';
import { MSG, isTefSuccessResult, toCents } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden, notFound, unprocessable } from '../../errors';
import { requireTefIntegration } from './integration';
import { logTefEvent, toTefIntent } from './record';
import * as repo from './repository';
import type { IntentRow } from './repository';
import { publishIntent } from './sync';

/** HMAC-SHA256 (hex) of the agent's administrative-cancel fields with the integration's agent key. */
export function signTefAgentCancel(key: string, fields: Omit<TTefAgentCancelResult, 'assinatura'>): string {
  return createHmac('sha256', key).update(tefAgentCancelSignedText(fields)).digest('hex');
}

/**
 * The intent of the unit an agent's signed cancel speaks of: the signature must be the unit's agent key's, the
 * reference one of the unit's EL intents (another unit's: 404), and the nsu and amount that sale's. A refused
 * cancel at the agent ('resultado' other than '0') changes nothing here.
 */
export async function verifiedAgentCancel(
  app: FastifyInstance,
  unidadeId: number,
  result: TTefAgentCancelResult,
): Promise<IntentRow> {
  const integration = await requireTefIntegration(app.database.db, unidadeId);
  const key = integration.segredos.chaveAgente;
  const { assinatura, ...fields } = result;
  const expected = key ? Buffer.from(signTefAgentCancel(key, fields), 'hex') : Buffer.alloc(32);
  const given = Buffer.from(assinatura, 'hex');
  if (!key || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden(MSG.TEF_AGENT_SIGNATURE_INVALID, 'TEF_AGENT_SIGNATURE_INVALID');
  }
  const row = await repo.findIntentByReference(app.database.db, unidadeId, result.referencia);
  if (!row) throw notFound(MSG.TEF_INTENT_NOT_FOUND);
  if (row.tipo !== 'EL') throw unprocessable(MSG.TEF_AGENT_ONLY_EL);
  if (row.nsu !== result.nsu || toCents(result.valor) !== row.valorCents) {
    throw unprocessable(MSG.TEF_AGENT_CANCEL_MISMATCH, 'TEF_AGENT_CANCEL_MISMATCH');
  }
  if (!isTefSuccessResult(result.resultado)) {
    throw unprocessable(result.mensagem || MSG.TEF_AGENT_CANCEL_REFUSED, 'TEF_AGENT_CANCEL_REFUSED');
  }
  return row;
}

/** What the browser asks the agent to cancel for an EL approval (null when it is not one). */
export function agentCancelOf(row: IntentRow): TTefIntent['cancelamentoAgente'] {
  if (row.tipo !== 'EL' || row.status !== 'APROVADA' || !row.nsu) return null;
  return {
    referencia: row.referencia,
    nsu: row.nsu,
    data: (row.aprovadaEm ?? row.updatedAt).toISOString(),
    valor: row.valorCents / 100,
  };
}

/** An EL approval the order could not take, not yet cancelled at the agent. */
export const isAgentReversalPending = (row: IntentRow) =>
  row.tipo === 'EL' && row.status === 'APROVADA' && row.pagamentoId === null && row.estornar;

/** The wire intent, with what to cancel at the agent when it is still to reverse. */
export const toTefIntentWithReversal = (row: IntentRow): TTefIntent => ({
  ...toTefIntent(row),
  cancelamentoAgente: isAgentReversalPending(row) ? agentCancelOf(row) : null,
});

/**
 * POST /api-v2/tef/cancelamentoAgente: a late approval on an EL intent the order could not take stays "to reverse"
 * until the browser cancels it at the agent and relays the signed answer; then the intent is cancelled (reversed)
 * and logged, once: a replay finds it cancelled and changes nothing.
 */
export async function applyAgentCancel(
  app: FastifyInstance,
  request: FastifyRequest,
  result: TTefAgentCancelResult,
): Promise<TTefIntent> {
  const { unidadeId, username } = request.session;
  const found = await verifiedAgentCancel(app, unidadeId, result);
  const outcome = await app.database.db.transaction(async (tx) => {
    const row = (await repo.lockIntent(tx, unidadeId, found.id))!;
    if (row.status === 'CANCELADA' && row.pagamentoId === null) return { row, changed: false };
    if (!isAgentReversalPending(row)) throw unprocessable(MSG.TEF_AGENT_NOTHING_TO_REVERSE);
    const updated = await repo.updateIntent(tx, row.id, {
      status: 'CANCELADA',
      mensagem: 'Venda estornada no terminal local.',
    });
    await logTefEvent(tx, updated, {
      tipo: 'CANCEL',
      motivo: `Aprovação tardia estornada no terminal local (NSU ${row.nsu ?? '-'}).`,
      username,
      dados: { intencaoVendaId: row.id, nsu: row.nsu, valorCents: row.valorCents, cancelamento: result },
    });
    return { row: updated, changed: true };
  });
  if (outcome.changed) publishIntent(app, request.session.unidadeUuid, outcome.row);
  return toTefIntentWithReversal(outcome.row);
}

/** GET /api-v2/tef/estornosAgente: the unit's EL approvals still to reverse at the agent (the browser retries). */
export async function listAgentReversals(app: FastifyInstance, request: FastifyRequest): Promise<TTefIntent[]> {
  const rows = await repo.listAgentReversals(app.database.db, request.session.unidadeId);
  return rows.map(toTefIntentWithReversal);
}
