import { isFinalTefState, pickExternalPayment, tefStateOfStatus, type TefIntentState } from '@brasa/domain';
import type { FastifyInstance } from 'fastify';
import type { TefProviderIntent } from '../../providers/tef';
import { credentialsOf, findTefIntegration, requireProvider } from './integration';
import { logTefEvent, recordApprovedIntent, toTefIntent } from './record';
import * as repo from './repository';
import type { IntentRow } from './repository';
import { unitUuidOf } from '../orders/repository';

/** An intent whose start never reached the provider is closed after this long (the terminal never saw it). */
const LOST_START_GRACE_MS = 2 * 60_000;

/** Whether the reconciler still has work on an intent: not final, or approved and neither recorded nor reversed. */
export const isOpenIntent = (row: Pick<IntentRow, 'status' | 'pagamentoId'>) =>
  !isFinalTefState(row.status as TefIntentState) || (row.status === 'APROVADA' && row.pagamentoId === null);

/** Tells the unit's terminals (doc 1 §7 realtime UPDATE_STATUS_TEF). */
export function publishIntent(app: FastifyInstance, unidadeUuid: string, row: IntentRow) {
  app.realtime.publish(unidadeUuid, { type: 'UPDATE_STATUS_TEF', intencao: toTefIntent(row) });
}

/** Our state for what the provider reports, never back from a final state except an approval reversed. */
function nextState(row: IntentRow, remote: TefProviderIntent): { state: TefIntentState; mensagem: string | null } {
  const picked = pickExternalPayment(remote.pagamentos);
  let state = tefStateOfStatus(remote.status);
  let mensagem: string | null = picked.ok ? (picked.value?.mensagem ?? null) : picked.message;
  // doc 1 §4: several payments ending in OPERACAO CANCELADA are the error 'Operação cancelada', not an approval.
  if (!picked.ok && state === 'APROVADA') state = 'CANCELADA';
  const current = row.status as TefIntentState;
  if (isFinalTefState(current) && !(current === 'APROVADA' && state === 'CANCELADA')) state = current;
  if (state === 'APROVADA' && remote.valorCents !== row.valorCents && row.pagamentoId === null) {
    mensagem = 'O valor aprovado no terminal difere do valor da venda.';
  }
  return { state, mensagem };
}

/**
 * Applies what the provider reports to our intent, in one transaction with the intent locked: the new state and
 * the terminal's data, and on approval the order's payment (once: a second poll finds `pagamento_id` set) or,
 * when the order cannot take it, the mark to reverse it. After commit: the order events, UPDATE_STATUS_TEF, and
 * the reversal at the provider.
 */
export async function applyRemoteIntent(
  app: FastifyInstance,
  unidadeId: number,
  intentId: number,
  remote: TefProviderIntent | null,
  lostStart = false,
): Promise<IntentRow | undefined> {
  const now = new Date();
  const result = await app.orderEvents.transaction(async (tx) => {
    const row = await repo.lockIntent(tx, unidadeId, intentId);
    if (!row) return undefined;
    let updated = row;
    if (remote) {
      const { state, mensagem } = nextState(row, remote);
      const pay = pickExternalPayment(remote.pagamentos);
      const p = pay.ok ? pay.value : null;
      const approvedNow = state === 'APROVADA';
      updated = await repo.updateIntent(tx, row.id, {
        status: state,
        statusTransacao: remote.status,
        provedorId: remote.id,
        nsu: p?.nsu ?? row.nsu,
        codigoAutorizacao: row.codigoAutorizacaoManual
          ? row.codigoAutorizacao
          : (p?.autorizacao ?? row.codigoAutorizacao),
        bandeira: p?.bandeira ?? row.bandeira,
        adquirente: p?.adquirente ?? row.adquirente,
        comprovanteCliente: p?.comprovanteCliente ?? row.comprovanteCliente,
        comprovanteEstabelecimento: p?.comprovanteEstabelecimento ?? row.comprovanteEstabelecimento,
        mensagem: mensagem ?? row.mensagem,
        aprovadaEm: approvedNow ? (row.aprovadaEm ?? now) : row.aprovadaEm,
        estornar: row.estornar || (approvedNow && remote.valorCents !== row.valorCents),
      });
    } else if (lostStart) {
      updated = await repo.updateIntent(tx, row.id, {
        status: 'EXPIRADA',
        mensagem: 'A venda não chegou ao terminal.',
      });
    }
    if (updated.status === 'APROVADA' && updated.pagamentoId === null && !updated.estornar) {
      const outcome = await recordApprovedIntent(app, tx, updated, now);
      if (outcome.kind === 'RECORDED') {
        updated = await repo.updateIntent(tx, row.id, { pagamentoId: outcome.paymentId });
      } else {
        updated = await repo.updateIntent(tx, row.id, { estornar: true, mensagem: outcome.reason });
        await logTefEvent(tx, updated, { tipo: 'ESTORNO', motivo: outcome.reason, username: updated.username });
      }
    }
    const changed =
      updated.status !== row.status ||
      updated.statusTransacao !== row.statusTransacao ||
      updated.pagamentoId !== row.pagamentoId ||
      updated.codigoAutorizacao !== row.codigoAutorizacao;
    return { row: updated, changed, unidadeUuid: changed ? await unitUuidOf(tx, unidadeId) : '' };
  });
  if (!result) return undefined;
  if (result.changed) publishIntent(app, result.unidadeUuid, result.row);
  if (needsReversal(result.row))
    await reverseAtProvider(app, result.row).catch((err: unknown) => app.log.warn({ err }, 'tef: estorno pendente'));
  return result.row;
}

/**
 * A cloud approval the order could not take, not yet asked to be cancelled at the provider (an EL one is cancelled
 * by the browser at the local agent: agent-cancel.ts).
 */
const needsReversal = (row: IntentRow) =>
  row.tipo === 'TEF' &&
  row.status === 'APROVADA' &&
  row.pagamentoId === null &&
  row.estornar &&
  row.statusTransacao === 10;

/** Cancels an approval at the provider with the integration's technical password; the answer is applied. */
export async function reverseAtProvider(app: FastifyInstance, row: IntentRow) {
  const integration = await findTefIntegration(app.database.db, row.unidadeId);
  if (!integration || !row.provedorId) return;
  const provider = requireProvider(app.providers.tef);
  const remote = await provider.cancel(credentialsOf(integration), {
    id: row.provedorId,
    terminalId: row.terminalId,
    senhaTecnica: integration.segredos.senhaTecnica ?? null,
  });
  await applyRemoteIntent(app, row.unidadeId, row.id, remote);
}

/**
 * Asks the provider for an intent still open (by its id, or by our reference when the start's answer was lost)
 * and applies the answer. A start the provider never saw is closed after a grace period. Answers the intent as
 * stored afterwards; an EL intent (the local agent) is not the server's to ask and is answered as stored.
 */
export async function syncIntent(
  app: FastifyInstance,
  unidadeId: number,
  intentId: number,
): Promise<IntentRow | undefined> {
  const row = await repo.findIntent(app.database.db, unidadeId, intentId);
  if (!row || row.tipo !== 'TEF' || !isOpenIntent(row)) return row;
  if (row.status === 'APROVADA' && row.pagamentoId === null && !row.estornar) {
    return applyRemoteIntent(app, unidadeId, intentId, null);
  }
  const integration = await findTefIntegration(app.database.db, unidadeId);
  if (!integration) return row;
  const provider = requireProvider(app.providers.tef);
  const credentials = credentialsOf(integration);
  const remote = row.provedorId
    ? await provider.getById(credentials, row.provedorId)
    : await provider.findByReference(credentials, row.referencia);
  const lost = !remote && Date.now() - row.createdAt.getTime() > LOST_START_GRACE_MS;
  if (!remote && !lost) return row;
  return applyRemoteIntent(app, unidadeId, intentId, remote, lost);
}
