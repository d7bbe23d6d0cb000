import {
  DISPUTE_LABELS,
  type TDisputeAlternative,
  type TDisputeAnswer,
  type TMarketplaceDispute,
} from '@brasa/contracts';
import { MSG, formatDateTimeBr, formatMoney, asCents, toCents } from '@brasa/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { marketplaceDisputa, pedidoIntegracao } from '../../db/schema';
import { AppError, conflict, notFound, unprocessable } from '../../errors';
import {
  MarketplaceRefusedError,
  type IfoodAlternativeAnswer,
  type IfoodDisputeAlternative,
  type IfoodDisputeMetadata,
  type IfoodEvent,
  type IfoodSettlementMetadata,
} from '../../providers/marketplace';
import { idempotencyKeyOf } from '../../idempotency';
import * as orders from '../orders/repository';
import { checkOrderReachable, reachableTypes, reachableTypesCondition } from '../orders/order-access';
import { findMarketplaceIntegration, type MarketplaceIntegration } from './integrations';
import { MARKETPLACE_MSG } from './messages';

type Row = typeof marketplaceDisputa.$inferSelect;
const label = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : '');
const cents = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

function alternativeView(a: IfoodDisputeAlternative): TDisputeAlternative {
  const max = a.metadata?.maxAmount ? cents(a.metadata.maxAmount.value) : null;
  return {
    id: a.id,
    tipo: a.type,
    descricao: label(DISPUTE_LABELS.alternativa, a.type),
    valorMaximo: max === null ? null : max / 100,
    minutos: (a.metadata?.allowedsAdditionalTimeInMinutes ?? []).filter((m) => Number.isInteger(m) && m > 0),
    motivos: (a.metadata?.allowedsAdditionalTimeReasons ?? []).map((codigo) => ({
      codigo,
      descricao: label(DISPUTE_LABELS.motivoTempo, codigo),
    })),
  };
}

/** The dispute as the board shows it. */
export function disputeView(row: Row, order: { sequencial: number | null; identificador: string | null }) {
  const dados = row.dados as IfoodDisputeMetadata;
  const tipo = label(DISPUTE_LABELS.tipo, row.tipo);
  const view: TMarketplaceDispute = {
    id: row.id,
    pedidoId: row.pedidoId,
    numeroPedido: order.sequencial,
    identificador: order.identificador,
    acao: row.acao,
    titulo: [label(DISPUTE_LABELS.acao, row.acao), tipo].filter(Boolean).join(' '),
    mensagem: row.mensagem,
    expiraEm: row.expiraEm.toISOString(),
    seNaoResponder: label(DISPUTE_LABELS.seNaoResponder, row.acaoExpiracao ?? 'VOID'),
    alternativas: (dados.alternatives ?? []).map(alternativeView),
    motivosAceite: dados.acceptCancellationReasons ?? [],
    evidencias: (dados.metadata?.evidences ?? []).map((e) => e.url).filter((u) => typeof u === 'string'),
    status: row.status as TMarketplaceDispute['status'],
    resposta: row.resposta as TMarketplaceDispute['resposta'],
    respondidaPor: row.respondidaPor,
    desfecho: row.desfecho,
    desfechoDescricao: row.desfecho ? label(DISPUTE_LABELS.desfecho, row.desfecho) : null,
  };
  return view;
}

const isDispute = (m: unknown): m is IfoodDisputeMetadata => {
  const d = m as Partial<IfoodDisputeMetadata> | null;
  return typeof d?.disputeId === 'string' && typeof d.expiresAt === 'string' && !Number.isNaN(Date.parse(d.expiresAt));
};
const isSettlement = (m: unknown): m is IfoodSettlementMetadata => {
  const d = m as Partial<IfoodSettlementMetadata> | null;
  return typeof d?.disputeId === 'string' && typeof d.status === 'string';
};

/**
 * The negotiation events of one marketplace order, inside the polling's store transaction (import-service.ts):
 * HANDSHAKE_DISPUTE stores the dispute (once per dispute id, whatever the redeliveries) and logs it on the order;
 * HANDSHAKE_SETTLEMENT ends it with iFood's outcome. Answers the ids of the disputes that changed, to be told to the
 * unit's terminals after the commit. A settlement of a dispute we never stored (its HSD lost) is logged and skipped.
 */
export async function applyDisputeEvents(
  tx: Tx,
  integration: MarketplaceIntegration,
  order: { pedidoId: number; pedidoMarketplaceId: string },
  events: readonly IfoodEvent[],
): Promise<number[]> {
  const changed: number[] = [];
  const { unidadeId } = integration;
  for (const event of events) {
    if (event.code === 'HSD' && isDispute(event.metadata)) {
      const d = event.metadata;
      const expiraEm = new Date(d.expiresAt);
      const [row] = await tx
        .insert(marketplaceDisputa)
        .values({
          integracaoId: integration.id,
          unidadeId,
          pedidoId: order.pedidoId,
          disputaId: d.disputeId,
          pedidoMarketplaceId: order.pedidoMarketplaceId,
          acao: String(d.action ?? 'VOID'),
          tipo: d.handshakeType ?? null,
          mensagem: typeof d.message === 'string' ? d.message.slice(0, 1000) : null,
          expiraEm,
          acaoExpiracao: d.timeoutAction ?? null,
          dados: d,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      changed.push(row.id);
      const titulo = [label(DISPUTE_LABELS.acao, row.acao), label(DISPUTE_LABELS.tipo, row.tipo)].filter(Boolean);
      await orders.insertLog(tx, unidadeId, order.pedidoId, 'iFood', [
        `O cliente abriu uma negociação no iFood (${titulo.join(' ')})${row.mensagem ? `: "${row.mensagem}"` : ''}. ` +
          `Responder até ${formatDateTimeBr(expiraEm)}.`,
      ]);
    } else if (event.code === 'HSS' && isSettlement(event.metadata)) {
      const s = event.metadata;
      const [row] = await tx
        .update(marketplaceDisputa)
        .set({ status: 'ENCERRADA', desfecho: s.status, encerradaEm: new Date(event.createdAt) })
        .where(
          and(
            eq(marketplaceDisputa.integracaoId, integration.id),
            eq(marketplaceDisputa.disputaId, s.disputeId),
            inArray(marketplaceDisputa.status, ['ABERTA', 'RESPONDENDO', 'RESPONDIDA']),
          ),
        )
        .returning();
      if (!row) continue;
      changed.push(row.id);
      await orders.insertLog(tx, unidadeId, order.pedidoId, 'iFood', [
        `Negociação do iFood encerrada: ${label(DISPUTE_LABELS.desfecho, s.status)} em ${formatDateTimeBr(new Date(event.createdAt))}.`,
      ]);
    }
  }
  return changed;
}

async function loadViews(app: FastifyInstance, where: ReturnType<typeof and>) {
  const rows = await app.database.db
    .select({
      dispute: marketplaceDisputa,
      sequencial: pedidoIntegracao.sequencial,
      identificador: pedidoIntegracao.identificadorPrincipal,
    })
    .from(marketplaceDisputa)
    .innerJoin(pedidoIntegracao, eq(pedidoIntegracao.id, marketplaceDisputa.pedidoId))
    .where(where)
    .orderBy(marketplaceDisputa.expiraEm, marketplaceDisputa.id);
  return rows.map((r) => disputeView(r.dispute, r));
}

/** Tells the unit's terminals about disputes that changed (after their transaction committed). */
export async function publishDisputes(app: FastifyInstance, unidadeId: number, unidadeUuid: string, ids: number[]) {
  if (ids.length === 0) return;
  const views = await loadViews(
    app,
    and(eq(marketplaceDisputa.unidadeId, unidadeId), inArray(marketplaceDisputa.id, ids)),
  );
  for (const disputa of views) app.realtime.publish(unidadeUuid, { type: 'MARKETPLACE_DISPUTE', disputa });
}

/** GET negociacoes: the unit's disputes waiting for an answer whose deadline has not passed, of reachable orders. */
export async function listOpenDisputes(app: FastifyInstance, request: FastifyRequest): Promise<TMarketplaceDispute[]> {
  const types = await reachableTypes(app, request);
  return loadViews(
    app,
    and(
      eq(marketplaceDisputa.unidadeId, request.session.unidadeId),
      inArray(marketplaceDisputa.status, ['ABERTA', 'RESPONDENDO']),
      gt(marketplaceDisputa.expiraEm, new Date()),
      reachableTypesCondition(types),
    ),
  );
}

/** What one answer sends to iFood, checked against what the dispute offered (a refusal changes nothing). */
function ifoodCall(row: Row, body: TDisputeAnswer) {
  const dados = row.dados as IfoodDisputeMetadata;
  if (body.resposta === 'ACEITAR') {
    const allowed = dados.acceptCancellationReasons ?? [];
    const reason = body.motivo?.trim() || undefined;
    if (allowed.length > 0 && (!reason || !allowed.includes(reason))) throw unprocessable(MSG.DISPUTE_ACCEPT_REASON);
    return { kind: 'accept' as const, body: { reason }, text: 'aceita' };
  }
  if (body.resposta === 'REJEITAR') {
    return { kind: 'reject' as const, body: { reason: body.motivo }, text: `recusada ("${body.motivo}")` };
  }
  const alternative = (dados.alternatives ?? []).find((a) => a.id === body.alternativaId);
  if (!alternative) throw unprocessable(MSG.DISPUTE_ALTERNATIVE_NOT_FOUND);
  if (alternative.type === 'ADDITIONAL_TIME') {
    const allowed = alternative.metadata?.allowedsAdditionalTimeInMinutes ?? [];
    if (body.minutos === undefined || !allowed.includes(body.minutos)) {
      throw unprocessable(MSG.disputaTempos(allowed.join(', ')));
    }
    const reasons = alternative.metadata?.allowedsAdditionalTimeReasons ?? [];
    const reason = body.motivo?.trim() ?? '';
    if (!reasons.includes(reason)) throw unprocessable(MSG.DISPUTE_TIME_REASON);
    const answer: IfoodAlternativeAnswer = {
      type: 'ADDITIONAL_TIME',
      metadata: { additionalTimeInMinutes: body.minutos, reason },
    };
    return {
      kind: 'alternative' as const,
      alternativeId: alternative.id,
      body: answer,
      text: `contraproposta de mais ${body.minutos} minutos (${label(DISPUTE_LABELS.motivoTempo, reason)})`,
    };
  }
  const max = cents(alternative.metadata?.maxAmount?.value);
  const value = body.valor === undefined ? 0 : toCents(body.valor);
  if (!(value > 0) || value > max) throw unprocessable(MSG.disputaValorMaximo(formatMoney(asCents(max))));
  const answer: IfoodAlternativeAnswer = {
    type: alternative.type === 'BENEFIT' ? 'BENEFIT' : 'REFUND',
    metadata: { amount: { value: String(value), currency: 'BRL' } },
  };
  return {
    kind: 'alternative' as const,
    alternativeId: alternative.id,
    body: answer,
    text: `contraproposta de ${label(DISPUTE_LABELS.alternativa, alternative.type).toLowerCase()} de ${formatMoney(asCents(value))}`,
  };
}

async function findDispute(app: FastifyInstance, unidadeId: number, id: number) {
  const [row] = await app.database.db
    .select()
    .from(marketplaceDisputa)
    .where(and(eq(marketplaceDisputa.id, id), eq(marketplaceDisputa.unidadeId, unidadeId)));
  return row;
}

/** A dispute someone already answered: its retry (same Idempotency-Key) gets the stored result, anyone else 409. */
async function answeredAlready(app: FastifyInstance, row: Row, key: string | null) {
  if (key && row.chaveResposta === key && row.status !== 'RESPONDENDO') {
    const [view] = await loadViews(app, eq(marketplaceDisputa.id, row.id));
    return view!;
  }
  if (row.status === 'RESPONDENDO') throw conflict(MSG.DISPUTE_ANSWER_IN_PROGRESS, 'DISPUTE_IN_PROGRESS');
  if (row.respondidaPor) throw conflict(MSG.disputaRespondida(row.respondidaPor), 'DISPUTE_ANSWERED');
  // Ended by iFood before anyone answered (its deadline passed).
  throw conflict(MSG.disputaExpirada(formatDateTimeBr(row.expiraEm)), 'DISPUTE_EXPIRED');
}

/**
 * POST negociacoes/{id}/responder: answers a dispute at iFood. The dispute is claimed first with one conditional
 * UPDATE (ABERTA → RESPONDENDO: two terminals, or two clicks, never both answer), then iFood is called; a refusal or
 * a failure puts the dispute back as it was and says why; the answer is logged on the order and every terminal of
 * the unit hears it. iFood's HANDSHAKE_SETTLEMENT, polled later, ends it.
 */
export async function answerDispute(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: TDisputeAnswer,
): Promise<TMarketplaceDispute> {
  const { unidadeId, unidadeUuid, username } = request.session;
  const key = idempotencyKeyOf(request);
  const row = await findDispute(app, unidadeId, id);
  if (!row) throw notFound(MSG.DISPUTE_NOT_FOUND);
  // An order of a type the caller's roles do not reach: its dispute is not found either.
  await checkOrderReachable(app, request, row.pedidoId).catch((err: unknown) => {
    throw err instanceof AppError && err.statusCode === 404 ? notFound(MSG.DISPUTE_NOT_FOUND) : err;
  });
  if (row.status !== 'ABERTA') return answeredAlready(app, row, key);
  if (Date.now() >= row.expiraEm.getTime()) {
    throw unprocessable(MSG.disputaExpirada(formatDateTimeBr(row.expiraEm)), 'DISPUTE_EXPIRED');
  }
  const call = ifoodCall(row, body);
  const integration = await findMarketplaceIntegration(app, row.integracaoId);
  if (!integration) throw unprocessable(MARKETPLACE_MSG.INTEGRATION_INACTIVE);

  const db = app.database.db;
  const [claimed] = await db
    .update(marketplaceDisputa)
    .set({
      status: 'RESPONDENDO',
      resposta: body.resposta,
      respostaDados: call.body,
      respondidaPor: username,
      chaveResposta: key,
    })
    .where(and(eq(marketplaceDisputa.id, row.id), eq(marketplaceDisputa.status, 'ABERTA')))
    .returning();
  if (!claimed) return answeredAlready(app, (await findDispute(app, unidadeId, id))!, key);

  try {
    if (call.kind === 'accept') await integration.client.acceptDispute(row.disputaId, call.body);
    else if (call.kind === 'reject') await integration.client.rejectDispute(row.disputaId, call.body);
    else await integration.client.proposeDisputeAlternative(row.disputaId, call.alternativeId, call.body);
  } catch (err) {
    await db
      .update(marketplaceDisputa)
      .set({ status: 'ABERTA', resposta: null, respostaDados: null, respondidaPor: null, chaveResposta: null })
      .where(and(eq(marketplaceDisputa.id, row.id), eq(marketplaceDisputa.status, 'RESPONDENDO')));
    if (err instanceof MarketplaceRefusedError) {
      throw new AppError(422, MARKETPLACE_MSG.answerRefused(err.message), err.code);
    }
    throw err;
  }

  const when = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(marketplaceDisputa)
      .set({ status: 'RESPONDIDA', respondidaEm: when })
      .where(and(eq(marketplaceDisputa.id, row.id), eq(marketplaceDisputa.status, 'RESPONDENDO')));
    await orders.insertLog(tx, unidadeId, row.pedidoId, username, [
      `Negociação do iFood respondida: ${call.text}, em ${formatDateTimeBr(when)}.`,
    ]);
  });
  await publishDisputes(app, unidadeId, unidadeUuid, [row.id]);
  const [view] = await loadViews(app, eq(marketplaceDisputa.id, row.id));
  return view!;
}
