import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { registerMerchantSandbox } from './sandbox-merchant';
import type { IfoodCancellationReason, IfoodEvent, IfoodOrder } from './types';
import { registerSandboxCatalog } from './sandbox-catalog';
import { registerDisputeSandbox } from './sandbox-disputes';

export const MARKETPLACE_SANDBOX_PREFIX = '/sandbox/marketplace/IF';
/** The demo unit's store at the sandbox marketplace (the seed's IF integration polls it). */
export const SANDBOX_MERCHANT_ID = 'a8c0f0e2-5b7e-4c3e-9d1a-brasa0demo01';
/** iFood cancels an order that is not confirmed within 8 minutes. */
export const AUTO_CANCEL_MS = 8 * 60_000;
/** Events per polling answer at most. */
const POLL_BATCH = 100;

const REASONS: IfoodCancellationReason[] = [
  { cancelCodeId: '501', description: 'PROBLEMAS DE SISTEMA' },
  { cancelCodeId: '502', description: 'PEDIDO EM DUPLICIDADE' },
  { cancelCodeId: '503', description: 'ITEM INDISPONÍVEL' },
  { cancelCodeId: '504', description: 'RESTAURANTE SEM MOTOBOY' },
  { cancelCodeId: '505', description: 'CARDÁPIO DESATUALIZADO' },
  { cancelCodeId: '506', description: 'PEDIDO FORA DA ÁREA DE ENTREGA' },
  { cancelCodeId: '507', description: 'CLIENTE GOLPISTA / TROTE' },
  { cancelCodeId: '508', description: 'FORA DO HORÁRIO DO DELIVERY' },
  { cancelCodeId: '509', description: 'DIFICULDADES INTERNAS DO RESTAURANTE' },
  { cancelCodeId: '511', description: 'ÁREA DE RISCO' },
  { cancelCodeId: '512', description: 'RESTAURANTE ABRIRÁ MAIS TARDE' },
  { cancelCodeId: '513', description: 'RESTAURANTE FECHOU MAIS CEDO' },
];

type SandboxStatus = 'PLACED' | 'CONFIRMED' | 'READY_TO_PICKUP' | 'DISPATCHED' | 'CONCLUDED' | 'CANCELLED';
const FULL_CODE: Record<string, string> = {
  PLC: 'PLACED',
  CFM: 'CONFIRMED',
  PRS: 'PREPARATION_STARTED',
  RTP: 'READY_TO_PICKUP',
  DSP: 'DISPATCHED',
  CON: 'CONCLUDED',
  CAR: 'CANCELLATION_REQUESTED',
  CARF: 'CANCELLATION_REQUEST_FAILED',
  CAN: 'CANCELLED',
  HSD: 'HANDSHAKE_DISPUTE',
  HSS: 'HANDSHAKE_SETTLEMENT',
};

interface SandboxOrder {
  order: IfoodOrder;
  merchantId: string;
  status: SandboxStatus;
  createdAtMs: number;
  cancellationCode: string | null;
  cancellationReason: string | null;
  cancelledBy: 'MERCHANT' | 'CUSTOMER' | 'IFOOD' | null;
  /** The code iFood gives the customer (never in the order's payload); the courier types it at the door. */
  deliveryCode: string;
  /** Left alone by the 8-minute auto-cancel (the demo's orders). */
  keepOpen: boolean;
  /** What the shop asked, in order. */
  actions: { action: string; at: string; cancellationCode?: string }[];
  eventIds: string[];
  /** How many times each of its events is listed in a polling answer (duplicates). */
  duplicates: number;
}

interface SandboxEventState {
  event: IfoodEvent;
  acknowledged: boolean;
  deliveries: number;
  /** When a polling answer first listed it (ms since epoch): "event available" for the bench. */
  firstDeliveredAt: number | null;
}

interface Fault {
  mode: '5xx' | 'timeout';
  /** Requests left to fail (null: until `untilMs`). */
  remaining: number | null;
  untilMs: number | null;
  status: number;
  delayMs: number;
}

/** The sandbox's state: one per sandbox server (each test process has its own). */
function createState() {
  return {
    orders: new Map<string, SandboxOrder>(),
    events: new Map<string, SandboxEventState>(),
    /** Unacknowledged event ids in emission order. */
    pending: [] as string[],
    tokens: new Map<string, { clientId: string; expiresAt: number }>(),
    tokensIssued: new Map<string, number>(),
    clockOffsetMs: 0,
    settings: { duplicates: 2, shuffle: true, tokenTtlSeconds: 21_600, refuseCancellations: false },
    fault: null as Fault | null,
    seed: 1,
    displaySeq: 1000,
  };
}
type State = ReturnType<typeof createState>;

const clock = (s: State) => Date.now() + s.clockOffsetMs;
const iso = (ms: number) => new Date(ms).toISOString();

function emit(s: State, o: SandboxOrder, code: string, metadata?: Record<string, unknown>) {
  const event: IfoodEvent = {
    id: randomUUID(),
    code,
    fullCode: FULL_CODE[code] ?? code,
    orderId: o.order.id,
    merchantId: o.merchantId,
    createdAt: iso(clock(s)),
    ...(metadata ? { metadata } : {}),
  };
  s.events.set(event.id, { event, acknowledged: false, deliveries: 0, firstDeliveredAt: null });
  s.pending.push(event.id);
  o.eventIds.push(event.id);
}

/** iFood's rule: an order not confirmed within 8 minutes is cancelled. Checked on every request (no timers). */
function sweepAutoCancel(s: State) {
  const now = clock(s);
  for (const o of s.orders.values()) {
    if (o.status === 'PLACED' && !o.keepOpen && now - o.createdAtMs >= AUTO_CANCEL_MS) {
      o.status = 'CANCELLED';
      o.cancelledBy = 'IFOOD';
      o.cancellationCode = '902';
      o.cancellationReason = 'Pedido não confirmado pela loja a tempo';
      emit(s, o, 'CAN', { origin: 'IFOOD', reasonCode: '902' });
    }
  }
}

/** Deterministic shuffle (a small LCG), so runs repeat. */
function shuffled<T>(s: State, list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    s.seed = (s.seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s.seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  }
  return out;
}

/** What `POST /orders` reads besides the overrides (`order`). */
interface PlaceOrderBody {
  merchantId?: string;
  orderType?: 'DELIVERY' | 'TAKEOUT';
  scheduled?: boolean;
  /** Who pays the coupon: IFOOD, MERCHANT, or none. */
  benefitSponsor?: 'IFOOD' | 'MERCHANT' | null;
  /** CREDIT, DEBIT, CASH, PIX... (CASH is paid at delivery). */
  paymentMethod?: string;
  cardBrand?: string;
  changeFor?: number;
  customerDocument?: string | null;
  /** How many times each of its events appears in one polling answer (default: the sandbox's setting). */
  duplicates?: number;
  /** Fields of iFood's order that replace the generated ones (deep merge). */
  order?: Record<string, unknown>;
  /** The demo's own orders: iFood's 8-minute auto-cancel leaves them for a newcomer to find on the board. */
  keepOpen?: boolean;
}

function buildOrder(s: State, body: PlaceOrderBody): IfoodOrder {
  const now = clock(s);
  const takeout = body.orderType === 'TAKEOUT';
  const items = [
    {
      index: 1,
      id: randomUUID(),
      uniqueId: randomUUID(),
      name: 'X-Burger',
      externalCode: 'xburger',
      unit: 'UN',
      quantity: 2,
      unitPrice: 24.9,
      optionsPrice: 4,
      totalPrice: 57.8,
      price: 49.8,
      observations: 'Sem cebola',
      options: [
        {
          index: 1,
          id: randomUUID(),
          name: 'Bacon extra',
          groupName: 'Adicionais',
          externalCode: 'bacon',
          unit: 'UN',
          quantity: 2,
          unitPrice: 2,
          price: 4,
        },
      ],
    },
    {
      index: 2,
      id: randomUUID(),
      uniqueId: randomUUID(),
      name: 'Refrigerante lata',
      externalCode: 'refri',
      unit: 'UN',
      quantity: 1,
      unitPrice: 6.5,
      optionsPrice: 0,
      totalPrice: 6.5,
      price: 6.5,
    },
  ];
  const subTotal = 64.3;
  const deliveryFee = takeout ? 0 : 7.99;
  const sponsor = body.benefitSponsor === undefined ? 'IFOOD' : body.benefitSponsor;
  const benefits = sponsor
    ? [{ value: 10, target: 'CART', sponsorshipValues: [{ name: sponsor, value: 10, description: 'Cupom' }] }]
    : [];
  const benefitTotal = benefits.reduce((sum, b) => sum + b.value, 0);
  const orderAmount = Math.round((subTotal + deliveryFee - benefitTotal) * 100) / 100;
  const method = body.paymentMethod ?? 'CREDIT';
  const cash = method === 'CASH';
  const scheduledStart = now + 2 * 3600_000;
  const displayId = String(++s.displaySeq).slice(-4);
  return {
    id: randomUUID(),
    displayId,
    orderType: takeout ? 'TAKEOUT' : 'DELIVERY',
    orderTiming: body.scheduled ? 'SCHEDULED' : 'IMMEDIATE',
    salesChannel: 'IFOOD',
    createdAt: iso(now),
    preparationStartDateTime: iso(body.scheduled ? scheduledStart - 40 * 60_000 : now),
    isTest: true,
    merchant: { id: body.merchantId ?? SANDBOX_MERCHANT_ID, name: 'Brasa Demo' },
    customer: {
      id: randomUUID(),
      name: 'Cliente iFood Sandbox',
      documentNumber: body.customerDocument === undefined ? '12345678909' : body.customerDocument,
      phone: { number: '0800 705 0500', localizer: String(10_000_000 + (s.displaySeq % 89_999_999)).slice(0, 8) },
    },
    items,
    benefits,
    total: { subTotal, deliveryFee, benefits: benefitTotal, orderAmount, additionalFees: 0 },
    payments: {
      prepaid: cash ? 0 : orderAmount,
      pending: cash ? orderAmount : 0,
      methods: [
        {
          value: orderAmount,
          currency: 'BRL',
          method,
          type: cash ? 'OFFLINE' : 'ONLINE',
          prepaid: !cash,
          ...(cash ? { cash: { changeFor: body.changeFor ?? 100 } } : {}),
          ...(['CREDIT', 'DEBIT', 'MEAL_VOUCHER'].includes(method)
            ? { card: { brand: body.cardBrand ?? 'VISA' } }
            : {}),
        },
      ],
    },
    ...(takeout
      ? { takeout: { mode: 'DEFAULT', takeoutDateTime: iso(now + 30 * 60_000) } }
      : {
          delivery: {
            mode: 'DEFAULT',
            deliveredBy: 'MERCHANT',
            deliveryDateTime: iso(body.scheduled ? scheduledStart : now + 45 * 60_000),
            observations: 'Tocar o interfone',
            pickupCode: String(1000 + (s.displaySeq % 9000)),
            deliveryAddress: {
              streetName: 'Avenida Paulista',
              streetNumber: '1578',
              formattedAddress: 'Avenida Paulista, 1578',
              neighborhood: 'Bela Vista',
              complement: 'Apto 12',
              reference: 'Em frente ao museu',
              postalCode: '01310200',
              city: 'São Paulo',
              state: 'SP',
              country: 'BR',
              coordinates: { latitude: -23.561414, longitude: -46.655881 },
            },
          },
        }),
    ...(body.scheduled
      ? {
          schedule: {
            deliveryDateTimeStart: iso(scheduledStart),
            deliveryDateTimeEnd: iso(scheduledStart + 30 * 60_000),
          },
        }
      : {}),
    extraInfo: 'Pedido feito no iFood (sandbox)',
  };
}

function view(s: State, o: SandboxOrder) {
  return {
    id: o.order.id,
    displayId: o.order.displayId,
    merchantId: o.merchantId,
    status: o.status,
    cancellationCode: o.cancellationCode,
    cancellationReason: o.cancellationReason,
    cancelledBy: o.cancelledBy,
    // What the customer's app shows: the code to tell the courier.
    codigoEntregaCliente: o.order.orderType === 'DELIVERY' ? o.deliveryCode : null,
    actions: o.actions,
    events: o.eventIds.map((id) => {
      const e = s.events.get(id)!;
      return {
        ...e.event,
        acknowledged: e.acknowledged,
        deliveries: e.deliveries,
        firstDeliveredAt: e.firstDeliveredAt,
      };
    }),
  };
}

/** The customer cancels (in iFood's app, or by a negotiation that accepted it): CANCELLED with code 815. */
function cancelByCustomer(s: State, o: SandboxOrder) {
  o.status = 'CANCELLED';
  o.cancelledBy = 'CUSTOMER';
  o.cancellationCode = '815';
  o.cancellationReason = 'Cancelado pelo cliente';
  emit(s, o, 'CAN', { origin: 'CUSTOMER', reasonCode: '815' });
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message }, message });
}

/**
 * The sandbox marketplace: iFood's Merchant API paths (authentication, events, order) with its state in memory,
 * and drive routes for tests and the demo. Like the real one, events repeat until acknowledged, arrive duplicated
 * and out of order, an order not confirmed in 8 minutes is cancelled, the customer may cancel, and it fails with
 * 5xx or answers too late when told to (`POST /faults`). Time moves with `POST /clock`.
 */
export const marketplaceSandboxPlugin: FastifyPluginAsync = async (app) => {
  const s = createState();
  const windows = new Map<string, { start: number; used: number }>();

  // Faults and rate-limit headers apply to the API paths, never to the drive routes.
  const isApiPath = (url: string) => /\/(authentication|events|order|merchant)\/v1\.0\/|\/catalog\/v2\.0\//.test(url);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url)) return;
    sweepAutoCancel(s);
    disputes.sweep();
    const f = s.fault;
    if (f) {
      const active = f.remaining !== null ? f.remaining > 0 : f.untilMs !== null && clock(s) < f.untilMs;
      if (active) {
        if (f.remaining !== null) f.remaining--;
        if (f.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, f.delayMs));
        return reply.code(f.status).send({ error: { code: 'ServiceUnavailable', message: 'Serviço indisponível' } });
      }
      s.fault = null;
    }
    const group = request.url.includes('/events/')
      ? 'events'
      : /\/(order|merchant|catalog)\//.test(request.url)
        ? 'order'
        : 'auth';
    const limit = group === 'events' ? 6000 : group === 'order' ? 3000 : 60;
    const now = Date.now();
    const w = windows.get(group);
    const win = w && now - w.start < 60_000 ? w : { start: now, used: 0 };
    win.used++;
    windows.set(group, win);
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - win.used)));
    reply.header('x-ratelimit-reset', String(Math.ceil((win.start + 60_000 - now) / 1000)));
    if (win.used > limit) return reply.code(429).header('retry-after', '1').send({ message: 'Too Many Requests' });
  });

  const authorize = (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ? s.tokens.get(bearer) : undefined;
    if (!token || token.expiresAt <= clock(s)) {
      void refuse(reply, 401, 'Unauthorized', 'Token inválido ou expirado');
      return null;
    }
    return token;
  };
  const findOrder = (id: string) => s.orders.get(id);
  registerSandboxCatalog(app, authorize); // catalog v2.0 (sandbox-catalog.ts)
  registerMerchantSandbox(app, { authorize, now: () => clock(s) });
  const disputes = registerDisputeSandbox(app, {
    authorize,
    now: () => clock(s),
    order: (id) => findOrder(id),
    emit: (orderId, code, metadata) => {
      const o = findOrder(orderId);
      if (o) emit(s, o, code, metadata);
    },
    cancelByCustomer: (orderId) => {
      const o = findOrder(orderId);
      if (o && o.status !== 'CANCELLED') cancelByCustomer(s, o);
    },
    refuse,
  });

  // --- iFood's API ---
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/authentication/v1.0/oauth/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (
      form.grantType !== 'client_credentials' ||
      !form.clientId ||
      !form.clientSecret ||
      form.clientSecret === 'wrong'
    ) {
      return refuse(reply, 401, 'Unauthorized', 'Credenciais inválidas');
    }
    const accessToken = randomBytes(24).toString('base64url');
    s.tokens.set(accessToken, { clientId: form.clientId, expiresAt: clock(s) + s.settings.tokenTtlSeconds * 1000 });
    s.tokensIssued.set(form.clientId, (s.tokensIssued.get(form.clientId) ?? 0) + 1);
    return { accessToken, type: 'bearer', expiresIn: s.settings.tokenTtlSeconds };
  });

  app.get('/events/v1.0/events::polling', async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const header = request.headers['x-polling-merchants'];
    const merchants = new Set(
      String(header ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    );
    const due = s.pending
      .map((id) => s.events.get(id)!)
      .filter((e) => !e.acknowledged && (merchants.size === 0 || merchants.has(e.event.merchantId ?? '')))
      .slice(0, POLL_BATCH);
    if (due.length === 0) return reply.code(204).send();
    const listed: IfoodEvent[] = [];
    for (const e of due) {
      e.deliveries++;
      e.firstDeliveredAt ??= Date.now();
      const o = findOrder(e.event.orderId);
      const times = Math.max(1, o?.duplicates ?? s.settings.duplicates);
      for (let i = 0; i < times; i++) listed.push(e.event);
    }
    return s.settings.shuffle ? shuffled(s, listed) : listed;
  });

  app.post('/events/v1.0/events/acknowledgment', async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const ids = Array.isArray(request.body) ? (request.body as { id?: string }[]).map((e) => e?.id) : [];
    for (const id of ids) {
      const e = id ? s.events.get(id) : undefined;
      if (e) e.acknowledged = true;
    }
    s.pending = s.pending.filter((id) => !s.events.get(id)!.acknowledged);
    return reply.code(202).send();
  });

  app.get<{ Params: { id: string } }>('/order/v1.0/orders/:id', async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const o = findOrder(request.params.id);
    if (!o) return refuse(reply, 404, 'NotFound', 'Pedido não encontrado');
    return o.order;
  });

  const transitions: Record<string, { from: SandboxStatus[]; to: SandboxStatus | null; code: string }> = {
    confirm: { from: ['PLACED'], to: 'CONFIRMED', code: 'CFM' },
    startPreparation: { from: ['CONFIRMED'], to: null, code: 'PRS' },
    readyToPickup: { from: ['CONFIRMED'], to: 'READY_TO_PICKUP', code: 'RTP' },
    dispatch: { from: ['CONFIRMED', 'READY_TO_PICKUP'], to: 'DISPATCHED', code: 'DSP' },
  };
  app.post<{ Params: { id: string; action: string } }>('/order/v1.0/orders/:id/:action', async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const o = findOrder(request.params.id);
    if (!o) return refuse(reply, 404, 'NotFound', 'Pedido não encontrado');
    const { action } = request.params;
    if (action === 'requestCancellation') {
      const body = (request.body ?? {}) as { reason?: string; cancellationCode?: string };
      o.actions.push({ action, at: iso(clock(s)), cancellationCode: body.cancellationCode });
      if (o.status === 'CANCELLED' || o.status === 'CONCLUDED') {
        return refuse(reply, 409, 'InvalidStatus', 'O pedido já foi finalizado no iFood.');
      }
      const reason = REASONS.find((r) => r.cancelCodeId === String(body.cancellationCode ?? ''));
      if (!reason) return refuse(reply, 400, 'InvalidCancellationCode', 'Código de cancelamento inválido.');
      // A request (202): the outcome comes as events, CANCELLED or CANCELLATION_REQUEST_FAILED (the tests and
      // the demo make iFood refuse with settings.refuseCancellations).
      emit(s, o, 'CAR', { reasonCode: reason.cancelCodeId });
      if (s.settings.refuseCancellations) {
        emit(s, o, 'CARF', { reasonCode: reason.cancelCodeId, reason: 'Cancelamento recusado pelo iFood.' });
        return reply.code(202).send();
      }
      o.status = 'CANCELLED';
      o.cancelledBy = 'MERCHANT';
      o.cancellationCode = reason.cancelCodeId;
      o.cancellationReason = body.reason || reason.description;
      emit(s, o, 'CAN', { origin: 'MERCHANT', reasonCode: reason.cancelCodeId });
      return reply.code(202).send();
    }
    const t = transitions[action];
    if (!t) return refuse(reply, 404, 'NotFound', 'Operação desconhecida');
    o.actions.push({ action, at: iso(clock(s)) });
    if (o.status === 'CANCELLED') {
      return refuse(reply, 409, 'InvalidStatus', 'O pedido foi cancelado no iFood.');
    }
    if (action === 'dispatch' && o.order.orderType === 'TAKEOUT') {
      return refuse(reply, 400, 'InvalidOrderType', 'Pedido para retirada não é despachado; informe que está pronto.');
    }
    if (!t.from.includes(o.status)) {
      // Repeating a step already done is accepted (idempotent), anything else is refused.
      if (t.to && o.status === t.to) return reply.code(202).send();
      return refuse(reply, 409, 'InvalidStatus', `O pedido está ${o.status} no iFood.`);
    }
    if (t.to) o.status = t.to;
    emit(s, o, t.code);
    return reply.code(202).send();
  });

  // The customer's delivery code, checked by iFood: 200 { success } or 422 when it is not the customer's.
  app.post<{ Params: { id: string } }>('/order/v1.0/orders/:id/verifyDeliveryCode', async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const o = findOrder(request.params.id);
    if (!o) return refuse(reply, 404, 'NotFound', 'Pedido não encontrado');
    o.actions.push({ action: 'verifyDeliveryCode', at: iso(clock(s)) });
    if (o.order.orderType !== 'DELIVERY') return refuse(reply, 400, 'InvalidOrderType', 'Pedido sem entrega.');
    if (o.status !== 'DISPATCHED') return refuse(reply, 409, 'InvalidStatus', `O pedido está ${o.status} no iFood.`);
    const code = String((request.body as { code?: unknown } | null)?.code ?? '').trim();
    if (code !== o.deliveryCode) return refuse(reply, 422, 'InvalidCode', 'Confirmation code is invalid');
    return { success: true };
  });

  app.get<{ Params: { id: string } }>('/order/v1.0/orders/:id/cancellationReasons', async (request, reply) => {
    if (!authorize(request, reply)) return reply;
    const o = findOrder(request.params.id);
    if (!o) return refuse(reply, 404, 'NotFound', 'Pedido não encontrado');
    if (o.status === 'CANCELLED' || o.status === 'CONCLUDED') return reply.code(204).send();
    return REASONS;
  });

  // --- Drive routes (tests, demo, bench) ---
  app.post('/orders', async (request) => {
    sweepAutoCancel(s);
    const body = (request.body ?? {}) as PlaceOrderBody;
    const built = buildOrder(s, body);
    const order = (body.order
      ? deepMerge(built as unknown as Record<string, unknown>, body.order)
      : built) as unknown as IfoodOrder;
    const merchantId = order.merchant?.id ?? body.merchantId ?? SANDBOX_MERCHANT_ID;
    const o: SandboxOrder = {
      order,
      merchantId,
      status: 'PLACED',
      createdAtMs: Date.parse(order.createdAt) || clock(s),
      cancellationCode: null,
      cancellationReason: null,
      cancelledBy: null,
      deliveryCode: String(randomInt(0, 10_000)).padStart(4, '0'),
      keepOpen: body.keepOpen === true,
      actions: [],
      eventIds: [],
      duplicates: body.duplicates ?? s.settings.duplicates,
    };
    s.orders.set(order.id, o);
    emit(s, o, 'PLC');
    return { id: order.id, displayId: order.displayId, eventId: o.eventIds[0] };
  });

  app.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    sweepAutoCancel(s);
    const o = findOrder(request.params.id);
    if (!o) return reply.code(404).send({ message: 'Pedido não encontrado' });
    return view(s, o);
  });

  app.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request, reply) => {
    const o = findOrder(request.params.id);
    if (!o) return reply.code(404).send({ message: 'Pedido não encontrado' });
    if (o.status === 'CANCELLED' || o.status === 'CONCLUDED') {
      return reply.code(409).send({ message: 'O pedido já foi finalizado.' });
    }
    cancelByCustomer(s, o);
    return view(s, o);
  });

  app.post<{ Params: { id: string } }>('/orders/:id/conclude', async (request, reply) => {
    const o = findOrder(request.params.id);
    if (!o) return reply.code(404).send({ message: 'Pedido não encontrado' });
    if (o.status !== 'DISPATCHED' && o.status !== 'READY_TO_PICKUP') {
      return reply.code(409).send({ message: `O pedido está ${o.status}.` });
    }
    o.status = 'CONCLUDED';
    emit(s, o, 'CON');
    return view(s, o);
  });

  app.post<{ Params: { eventId: string } }>('/events/:eventId/redeliver', async (request, reply) => {
    const e = s.events.get(request.params.eventId);
    if (!e) return reply.code(404).send({ message: 'Evento não encontrado' });
    e.acknowledged = false;
    if (!s.pending.includes(e.event.id)) s.pending.push(e.event.id);
    return { id: e.event.id, acknowledged: false };
  });

  /** `{ mode: '5xx' | 'timeout' | 'none', count?, durationMs?, status?, delayMs? }` */
  app.post('/faults', async (request) => {
    const b = (request.body ?? {}) as Partial<Fault> & { mode?: string; count?: number; durationMs?: number };
    if (b.mode !== '5xx' && b.mode !== 'timeout') {
      s.fault = null;
      return { fault: null };
    }
    s.fault = {
      mode: b.mode,
      remaining: b.count ?? (b.durationMs ? null : 1),
      untilMs: b.durationMs ? clock(s) + b.durationMs : null,
      status: b.mode === 'timeout' ? 504 : (b.status ?? 503),
      delayMs: b.delayMs ?? 15_000,
    };
    return { fault: s.fault };
  });

  /** `{ advanceMs }`: the sandbox's clock (auto-cancel, token expiry, event times). */
  app.post('/clock', async (request) => {
    const b = (request.body ?? {}) as { advanceMs?: number };
    s.clockOffsetMs += Number(b.advanceMs) || 0;
    sweepAutoCancel(s);
    disputes.sweep();
    return { now: iso(clock(s)) };
  });

  /** `{ duplicates?, shuffle?, tokenTtlSeconds?, refuseCancellations? }` */
  app.post('/settings', async (request) => {
    const b = (request.body ?? {}) as Partial<State['settings']>;
    if (typeof b.duplicates === 'number' && b.duplicates >= 1) s.settings.duplicates = Math.floor(b.duplicates);
    if (typeof b.shuffle === 'boolean') s.settings.shuffle = b.shuffle;
    if (typeof b.tokenTtlSeconds === 'number' && b.tokenTtlSeconds > 0) s.settings.tokenTtlSeconds = b.tokenTtlSeconds;
    if (typeof b.refuseCancellations === 'boolean') s.settings.refuseCancellations = b.refuseCancellations;
    return s.settings;
  });

  app.get<{ Params: { clientId: string } }>('/clients/:clientId', async (request) => ({
    clientId: request.params.clientId,
    tokensIssued: s.tokensIssued.get(request.params.clientId) ?? 0,
  }));
};
