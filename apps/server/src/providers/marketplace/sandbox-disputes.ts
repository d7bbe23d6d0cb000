import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IfoodDisputeAlternative, IfoodDisputeMetadata, IfoodOrder } from './types';

/** What the dispute sandbox needs of the order sandbox (sandbox.ts). */
export interface DisputeSandboxContext {
  authorize(request: FastifyRequest, reply: FastifyReply): unknown;
  now(): number;
  order(id: string): { order: IfoodOrder; status: string } | undefined;
  emit(orderId: string, code: 'HSD' | 'HSS', metadata: Record<string, unknown>): void;
  /** The customer's cancellation that a dispute's acceptance (or its timeout) leads to: CANCELLED, by the customer. */
  cancelByCustomer(orderId: string): void;
  refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply;
}

type Settlement = 'ACCEPTED' | 'REJECTED' | 'EXPIRED' | 'ALTERNATIVE_REPLIED';

interface SandboxDispute {
  metadata: IfoodDisputeMetadata;
  orderId: string;
  expiresAtMs: number;
  status: 'OPEN' | Settlement;
  /** What the merchant sent (the accept's reason, the reject's reason, the chosen alternative's body). */
  answer: { kind: 'accept' | 'reject' | 'alternative'; alternativeId?: string; body: unknown; at: string } | null;
}

/** What the drive route `POST /orders/:id/disputes` reads (a customer opening a negotiation in iFood's app). */
interface OpenDisputeBody {
  action?: 'CANCELLATION' | 'PARTIAL_CANCELLATION' | 'PROPOSED_AMOUNT_REFUND' | 'PROPOSED_ADDITIONAL_TIME';
  handshakeType?: 'AFTER_DELIVERY' | 'DELAY' | 'PREPARATION_TIME' | 'AFTER_DELIVERY_PARTIALLY';
  message?: string;
  /** Seconds to answer (iFood gives minutes; default 5 min). */
  expiresInSeconds?: number;
  timeoutAction?: 'ACCEPT_CANCELLATION' | 'REJECT_CANCELLATION' | 'VOID';
  /** The answers offered besides accept and reject (default: a refund up to the order's items, or more time on a delay). */
  alternatives?: ('REFUND' | 'BENEFIT' | 'ADDITIONAL_TIME')[];
  acceptCancellationReasons?: string[];
}

const TIME_REASONS = ['HIGH_STORE_DEMAND', 'DRIVER_DELAYED', 'PREPARATION_DELAYED'];
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * iFood's negotiation platform in the marketplace sandbox (order v1.0 `disputes`): a customer opens a dispute on an
 * order (drive route), iFood sends HANDSHAKE_DISPUTE with its deadline, answers and timeout action; the merchant
 * answers with accept, reject (a reason is required) or one of the offered alternatives (a refund up to its maximum,
 * more minutes from its list); each answer, and the deadline passing, ends in HANDSHAKE_SETTLEMENT. An accepted
 * full cancellation (or one whose timeout action accepts it) cancels the order as the customer asked. Answers after
 * the deadline, a second answer, an alternative not offered or out of its bounds are refused as iFood does (4xx).
 * Deadlines are checked on every request against the sandbox's clock (no timers): `sweep` runs them.
 */
export function registerDisputeSandbox(app: FastifyInstance, ctx: DisputeSandboxContext) {
  const disputes = new Map<string, SandboxDispute>();

  const settle = (d: SandboxDispute, status: Settlement) => {
    d.status = status;
    ctx.emit(d.orderId, 'HSS', { disputeId: d.metadata.disputeId, status, createdAt: iso(ctx.now()) });
    const accepted =
      status === 'ACCEPTED' || (status === 'EXPIRED' && d.metadata.timeoutAction === 'ACCEPT_CANCELLATION');
    if (accepted && d.metadata.action === 'CANCELLATION') ctx.cancelByCustomer(d.orderId);
  };

  const sweep = () => {
    const now = ctx.now();
    for (const d of disputes.values()) if (d.status === 'OPEN' && now >= d.expiresAtMs) settle(d, 'EXPIRED');
  };

  const open = (request: FastifyRequest<{ Params: { disputeId: string } }>, reply: FastifyReply) => {
    if (!ctx.authorize(request, reply)) return null;
    sweep();
    const d = disputes.get(request.params.disputeId);
    if (!d) return void ctx.refuse(reply, 404, 'NotFound', 'Negociação não encontrada.');
    if (d.status === 'EXPIRED')
      return void ctx.refuse(reply, 409, 'DisputeExpired', 'O prazo desta negociação terminou.');
    if (d.status !== 'OPEN')
      return void ctx.refuse(reply, 409, 'DisputeAnswered', 'Esta negociação já foi respondida.');
    return d;
  };

  app.post<{ Params: { disputeId: string } }>('/order/v1.0/disputes/:disputeId/accept', async (request, reply) => {
    const d = open(request, reply);
    if (!d) return reply;
    const reason = String((request.body as { reason?: unknown } | null)?.reason ?? '').trim();
    const allowed = d.metadata.acceptCancellationReasons ?? [];
    if (allowed.length > 0 && !allowed.includes(reason)) {
      return ctx.refuse(reply, 400, 'InvalidReason', `Informe um dos motivos de aceite: ${allowed.join(', ')}.`);
    }
    d.answer = { kind: 'accept', body: request.body ?? {}, at: iso(ctx.now()) };
    settle(d, 'ACCEPTED');
    return reply.code(202).send();
  });

  app.post<{ Params: { disputeId: string } }>('/order/v1.0/disputes/:disputeId/reject', async (request, reply) => {
    const d = open(request, reply);
    if (!d) return reply;
    const reason = String((request.body as { reason?: unknown } | null)?.reason ?? '').trim();
    if (!reason) return ctx.refuse(reply, 400, 'ReasonRequired', 'O motivo da recusa é obrigatório.');
    d.answer = { kind: 'reject', body: { reason }, at: iso(ctx.now()) };
    settle(d, 'REJECTED');
    return reply.code(202).send();
  });

  app.post<{ Params: { disputeId: string; alternativeId: string } }>(
    '/order/v1.0/disputes/:disputeId/alternatives/:alternativeId',
    async (request, reply) => {
      const d = open(request, reply);
      if (!d) return reply;
      const alternative = d.metadata.alternatives?.find((a) => a.id === request.params.alternativeId);
      if (!alternative) return ctx.refuse(reply, 404, 'NotFound', 'Alternativa não encontrada nesta negociação.');
      const body = (request.body ?? {}) as {
        type?: string;
        metadata?: { amount?: { value?: unknown }; additionalTimeInMinutes?: unknown; reason?: unknown };
      };
      if (body.type !== alternative.type) {
        return ctx.refuse(reply, 400, 'InvalidType', `A alternativa é do tipo ${alternative.type}.`);
      }
      if (alternative.type === 'ADDITIONAL_TIME') {
        const minutes = Number(body.metadata?.additionalTimeInMinutes);
        const allowed = alternative.metadata?.allowedsAdditionalTimeInMinutes ?? [];
        if (!allowed.includes(minutes)) {
          return ctx.refuse(reply, 400, 'InvalidTime', `Tempo adicional permitido: ${allowed.join(', ')} minutos.`);
        }
        const reasons = alternative.metadata?.allowedsAdditionalTimeReasons ?? [];
        if (!reasons.includes(String(body.metadata?.reason ?? ''))) {
          return ctx.refuse(reply, 400, 'InvalidReason', `Motivos permitidos: ${reasons.join(', ')}.`);
        }
      } else {
        const raw = String(body.metadata?.amount?.value ?? '');
        const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
        const max = Number(alternative.metadata?.maxAmount?.value ?? 0);
        if (!(value > 0) || value > max) {
          return ctx.refuse(reply, 400, 'InvalidAmount', `O valor deve ser de 1 a ${max} centavos.`);
        }
      }
      d.answer = { kind: 'alternative', alternativeId: alternative.id, body, at: iso(ctx.now()) };
      settle(d, 'ALTERNATIVE_REPLIED');
      return reply.code(202).send();
    },
  );

  const view = (d: SandboxDispute) => ({
    disputeId: d.metadata.disputeId,
    orderId: d.orderId,
    status: d.status,
    expiresAt: d.metadata.expiresAt,
    alternatives: d.metadata.alternatives ?? [],
    answer: d.answer,
  });

  // --- Drive routes ---
  app.post<{ Params: { id: string } }>('/orders/:id/disputes', async (request, reply) => {
    sweep();
    const found = ctx.order(request.params.id);
    if (!found) return reply.code(404).send({ message: 'Pedido não encontrado' });
    if (found.status === 'CANCELLED') return reply.code(409).send({ message: 'O pedido foi cancelado.' });
    if ([...disputes.values()].some((d) => d.orderId === request.params.id && d.status === 'OPEN')) {
      return reply.code(409).send({ message: 'Já existe uma negociação aberta para este pedido.' });
    }
    const b = (request.body ?? {}) as OpenDisputeBody;
    const handshakeType = b.handshakeType ?? 'AFTER_DELIVERY';
    const delay = handshakeType === 'DELAY';
    const now = ctx.now();
    const expiresAtMs = now + Math.max(1, Number(b.expiresInSeconds) || 300) * 1000;
    const itemsCents = Math.round(
      (found.order.items ?? []).reduce((sum, item) => sum + (item.totalPrice ?? 0), 0) * 100,
    );
    const kinds = b.alternatives ?? (delay ? ['ADDITIONAL_TIME'] : ['REFUND']);
    const alternatives: IfoodDisputeAlternative[] = kinds.map((type) => ({
      id: randomUUID(),
      type,
      metadata:
        type === 'ADDITIONAL_TIME'
          ? { allowedsAdditionalTimeInMinutes: [10, 20, 30], allowedsAdditionalTimeReasons: TIME_REASONS }
          : { maxAmount: { value: String(Math.max(100, Math.round(itemsCents / 2))), currency: 'BRL' } },
    }));
    const metadata: IfoodDisputeMetadata = {
      disputeId: randomUUID(),
      action: b.action ?? 'CANCELLATION',
      handshakeType,
      handshakeGroup: 'CUSTOMER_ORDER_SUPPORT',
      message: b.message ?? (delay ? 'O pedido está atrasado.' : 'O pedido chegou errado.'),
      createdAt: iso(now),
      expiresAt: iso(expiresAtMs),
      timeoutAction: b.timeoutAction ?? (delay ? 'ACCEPT_CANCELLATION' : 'REJECT_CANCELLATION'),
      alternatives,
      ...(b.acceptCancellationReasons ? { acceptCancellationReasons: b.acceptCancellationReasons } : {}),
      metadata: { evidences: [] },
    };
    const dispute: SandboxDispute = { metadata, orderId: request.params.id, expiresAtMs, status: 'OPEN', answer: null };
    disputes.set(metadata.disputeId, dispute);
    ctx.emit(request.params.id, 'HSD', metadata as unknown as Record<string, unknown>);
    return view(dispute);
  });

  app.get<{ Params: { disputeId: string } }>('/disputes/:disputeId', async (request, reply) => {
    sweep();
    const d = disputes.get(request.params.disputeId);
    if (!d) return reply.code(404).send({ message: 'Negociação não encontrada.' });
    return view(d);
  });

  return { sweep };
}
