import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import type { SandboxPlugin } from '../../sandbox/server';
import { readEnv } from '../../env';

export const IFOOD_SHIPPING_SANDBOX_PREFIX = '/sandbox/ifood-entregas';
export const COURIER_PLATFORM_SANDBOX_PREFIX = '/sandbox/entregadores';

/** The credentials the sandboxes accept (the demo integrations use them). */
export const LOGISTICS_SANDBOX_CREDENTIALS = Object.freeze({
  clientId: 'brasa-sandbox',
  clientSecret: 'sandbox',
  merchantId: 'brasa-loja-demo',
  apiKey: 'sandbox-entregadores',
});

/**
 * A driver's progress is a function of time (no timer outlives a test): searching, assigned after one delay,
 * picked up after 3, delivered after 6. BRASA_LOGISTICS_SANDBOX_DELAY_MS (default 5 s) sets the delay.
 */
const delayMs = () => readEnv().BRASA_LOGISTICS_SANDBOX_DELAY_MS;

interface SandboxDelivery {
  id: string;
  referencia: string;
  createdAt: number;
  cancelledAt: number | null;
  cancelReason: string | null;
  body: unknown;
  driver: { name: string; phone: string; vehicleType: string };
}

const DRIVERS = [
  { name: 'Rafael Entregador', phone: '11991234567', vehicleType: 'MOTORCYCLE' },
  { name: 'Juliana Ciclista', phone: '11998765432', vehicleType: 'BICYCLE' },
];

function statusOf(d: SandboxDelivery, now: number) {
  if (d.cancelledAt !== null) return 'CANCELLED';
  const since = now - d.createdAt;
  const delay = delayMs();
  if (since < delay) return 'SEARCHING';
  if (since < 3 * delay) return 'ASSIGNED';
  if (since < 6 * delay) return 'PICKED_UP';
  return 'DELIVERED';
}

/**
 * The state and the test controls both sandboxes share: deliveries by id and by idempotency key, the number of
 * creations asked, failures on demand (`POST /sandbox/falhar {vezes, status}`: the next calls answer that status),
 * `GET /sandbox/entregas` (what the shop did), `POST /sandbox/entregas/{id}/avancar` (moves the driver on) and
 * `POST /sandbox/entregas/{id}/cancelar` (the platform cancels by itself).
 */
function createState() {
  const deliveries = new Map<string, SandboxDelivery>();
  const byKey = new Map<string, string>();
  const failures = { remaining: 0, status: 503 };
  let creations = 0;
  return {
    deliveries,
    byKey,
    failures,
    get creations() {
      return creations;
    },
    create(referencia: string, body: unknown): { delivery: SandboxDelivery; created: boolean } {
      const existing = byKey.get(referencia);
      if (existing) return { delivery: deliveries.get(existing)!, created: false };
      creations++;
      const delivery: SandboxDelivery = {
        id: randomUUID(),
        referencia,
        createdAt: Date.now(),
        cancelledAt: null,
        cancelReason: null,
        body,
        driver: DRIVERS[deliveries.size % DRIVERS.length]!,
      };
      deliveries.set(delivery.id, delivery);
      byKey.set(referencia, delivery.id);
      return { delivery, created: true };
    },
  };
}
type State = ReturnType<typeof createState>;

function registerControls(app: FastifyInstance, state: State, view: (d: SandboxDelivery) => unknown) {
  app.post<{ Body: { vezes?: number; status?: number } }>('/sandbox/falhar', async (request) => {
    state.failures.remaining = Math.max(0, Number(request.body?.vezes ?? 1));
    state.failures.status = Number(request.body?.status ?? 503);
    return { ok: true, ...state.failures };
  });
  app.get('/sandbox/entregas', async () => ({
    criacoes: state.creations,
    entregas: [...state.deliveries.values()].map((d) => ({
      id: d.id,
      referencia: d.referencia,
      status: statusOf(d, Date.now()),
      motivoCancelamento: d.cancelReason,
      pedido: d.body,
    })),
  }));
  // One step of time, or (`{ status }`) straight to that status: ASSIGNED, PICKED_UP or DELIVERED.
  app.post<{ Params: { id: string }; Body: { status?: string } }>(
    '/sandbox/entregas/:id/avancar',
    async (request, reply) => {
      const d = state.deliveries.get(request.params.id);
      if (!d) return reply.code(404).send({ message: 'Entrega não encontrada' });
      const steps: Record<string, number> = { ASSIGNED: 1, PICKED_UP: 3, DELIVERED: 6 };
      const target = request.body?.status;
      if (target === undefined) d.createdAt -= delayMs();
      else if (steps[target] === undefined) return reply.code(400).send({ message: 'Status desconhecido' });
      else d.createdAt = Math.min(d.createdAt, Date.now() - steps[target] * delayMs());
      return view(d);
    },
  );
  // The platform cancels on its own (no courier found, the courier gave up): the shop did not ask.
  app.post<{ Params: { id: string }; Body: { motivo?: string } }>(
    '/sandbox/entregas/:id/cancelar',
    async (request, reply) => {
      const d = state.deliveries.get(request.params.id);
      if (!d) return reply.code(404).send({ message: 'Entrega não encontrada' });
      d.cancelledAt ??= Date.now();
      d.cancelReason ??= request.body?.motivo ?? 'Nenhum entregador disponível';
      return view(d);
    },
  );
}

/** Answers the failure asked by a test before any other route (except the controls). */
function failOnDemand(app: FastifyInstance, state: State) {
  const controls = `${app.prefix}/sandbox/`;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(controls)) return;
    if (state.failures.remaining > 0) {
      state.failures.remaining--;
      await reply.code(state.failures.status).send({ message: 'Serviço indisponível (sandbox)' });
    }
  };
}

const trackingBase = 'https://rastreio.sandbox.brasa.local';

/** Address check: the sandbox refuses deliveries far from the demo city (an address without street). */
function outOfArea(body: unknown): boolean {
  const address = (body as { delivery?: { deliveryAddress?: { streetName?: string } } })?.delivery?.deliveryAddress;
  return address !== undefined && !address?.streetName;
}

/** iFood's shipping API paths (see ifood-shipping.ts), in memory. */
const ifoodShippingPlugin: FastifyPluginAsync = async (app) => {
  const state = createState();
  const tokens = new Set<string>();
  app.addHook('onRequest', failOnDemand(app, state));
  const view = (d: SandboxDelivery) => {
    const status = statusOf(d, Date.now());
    return {
      id: d.id,
      externalId: d.referencia,
      status,
      trackingUrl: `${trackingBase}/ifood/${d.id}`,
      driver: status === 'SEARCHING' || status === 'CANCELLED' ? null : d.driver,
    };
  };
  registerControls(app, state, view);
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (token && tokens.has(token)) return true;
    void reply.code(401).send({ error: { code: 'Unauthorized', message: 'Token inválido ou expirado' } });
    return false;
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post<{ Body: Record<string, string> }>('/authentication/v1.0/oauth/token', async (request, reply) => {
    const { clientId, clientSecret } = request.body ?? {};
    if (
      clientId !== LOGISTICS_SANDBOX_CREDENTIALS.clientId ||
      clientSecret !== LOGISTICS_SANDBOX_CREDENTIALS.clientSecret
    ) {
      return reply.code(401).send({ error: { code: 'Unauthorized', message: 'Credenciais inválidas' } });
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.add(accessToken);
    return { accessToken, type: 'bearer', expiresIn: 10800 };
  });

  const availability = (seed: string) => {
    const km = 1 + (seed.length % 7);
    const gross = 6.99 + km * 1.5;
    return {
      id: randomUUID(),
      distance: km * 1000,
      preparationTime: 600,
      deliveryTime: { min: 15 + km * 2, max: 25 + km * 3 },
      quote: { grossValue: gross, discount: 0, raise: 0, netValue: gross },
      hasPaymentMethods: true,
      paymentMethods: [
        { id: 'credit-visa', brand: 'VISA', liability: 'IFOOD', paymentType: 'OFFLINE', method: 'CREDIT' },
        { id: 'credit-master', brand: 'MASTERCARD', liability: 'IFOOD', paymentType: 'OFFLINE', method: 'CREDIT' },
        { id: 'debit-elo', brand: 'ELO', liability: 'IFOOD', paymentType: 'OFFLINE', method: 'DEBIT' },
        { id: 'cash', brand: null, liability: 'IFOOD', paymentType: 'OFFLINE', method: 'CASH' },
      ],
    };
  };
  app.get<{ Params: { merchantId: string }; Querystring: Record<string, string> }>(
    '/shipping/v1.0/merchants/:merchantId/deliveryAvailabilities',
    async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (!request.query.streetName) {
        return reply.code(400).send({ error: { code: 'BadRequest', message: 'Endereço fora da área de entrega' } });
      }
      return availability(`${request.query.streetName}${request.query.streetNumber ?? ''}`);
    },
  );
  app.get<{ Params: { orderId: string } }>(
    '/shipping/v1.0/orders/:orderId/deliveryAvailabilities',
    async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return availability(request.params.orderId);
    },
  );

  const create = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const key = String(request.headers['idempotency-key'] ?? '') || randomUUID();
    if (outOfArea(body)) {
      return reply.code(400).send({ error: { code: 'BadRequest', message: 'Endereço fora da área de entrega' } });
    }
    const { delivery, created } = state.create(key, body);
    return reply.code(created ? 201 : 200).send(view(delivery));
  };
  app.post<{ Params: { merchantId: string } }>(
    '/shipping/v1.0/merchants/:merchantId/orders',
    async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      return create(request, reply, request.body);
    },
  );
  app.post<{ Params: { orderId: string } }>('/shipping/v1.0/orders/:orderId/requestDriver', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    return create(request, reply, { orderId: request.params.orderId, ...(request.body as object) });
  });
  app.get<{ Params: { id: string } }>('/shipping/v1.0/orders/:id/tracking', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const d = state.deliveries.get(request.params.id);
    if (!d) return reply.code(404).send({ error: { code: 'NotFound', message: 'Pedido não encontrado' } });
    return view(d);
  });
  app.post<{ Params: { id: string }; Body: { reason?: string } }>(
    '/shipping/v1.0/orders/:id/cancel',
    async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const d = state.deliveries.get(request.params.id);
      if (!d) return reply.code(404).send({ error: { code: 'NotFound', message: 'Pedido não encontrado' } });
      if (statusOf(d, Date.now()) === 'DELIVERED') {
        return reply.code(409).send({ error: { code: 'Conflict', message: 'Entrega já concluída' } });
      }
      if (d.cancelledAt === null) {
        d.cancelledAt = Date.now();
        d.cancelReason = request.body?.reason ?? null;
      }
      return reply.code(202).send();
    },
  );
};

/** The courier platform's REST paths (see courier-platform.ts), in memory. */
const courierPlatformPlugin: FastifyPluginAsync = async (app) => {
  const state = createState();
  app.addHook('onRequest', failOnDemand(app, state));
  const view = (d: SandboxDelivery) => {
    const status = statusOf(d, Date.now());
    return {
      id: d.id,
      externalReference: d.referencia,
      status,
      shareLink: `${trackingBase}/entregadores/${d.id}`,
      driver:
        status === 'SEARCHING' || status === 'CANCELLED'
          ? null
          : { name: d.driver.name, phone: d.driver.phone, vehicle: d.driver.vehicleType },
    };
  };
  registerControls(app, state, view);
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === `Bearer ${LOGISTICS_SANDBOX_CREDENTIALS.apiKey}`) return true;
    void reply.code(401).send({ message: 'Chave de API inválida' });
    return false;
  };
  app.post<{ Body: { stops?: unknown[]; returnToOrigin?: boolean } }>('/v1/quotations', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const stops = request.body?.stops ?? [];
    if (stops.length === 0) return reply.code(422).send({ message: 'Informe o endereço de entrega' });
    const amount = 8.5 + (request.body?.returnToOrigin ? 4 : 0);
    return {
      id: randomUUID(),
      price: { amount, currency: 'BRL' },
      distance: { meters: 3200 },
      eta: { min: 20, max: 35 },
      paymentMethods: [
        { method: 'CASH', brand: null },
        { method: 'CREDIT', brand: 'VISA' },
        { method: 'CREDIT', brand: 'MASTERCARD' },
      ],
    };
  });
  app.post('/v1/orders', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const key = String(request.headers['idempotency-key'] ?? '') || randomUUID();
    const { delivery, created } = state.create(key, request.body);
    return reply.code(created ? 201 : 200).send(view(delivery));
  });
  app.get<{ Params: { id: string } }>('/v1/orders/:id', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const d = state.deliveries.get(request.params.id);
    if (!d) return reply.code(404).send({ message: 'Entrega não encontrada' });
    return view(d);
  });
  app.post<{ Params: { id: string } }>('/v1/orders/:id/cancel', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const d = state.deliveries.get(request.params.id);
    if (!d) return reply.code(404).send({ message: 'Entrega não encontrada' });
    d.cancelledAt ??= Date.now();
    d.cancelReason ??= 'Cancelado pela loja';
    return view(d);
  });
};

export const ifoodShippingSandbox: SandboxPlugin = {
  name: 'ifood-entregas',
  prefix: IFOOD_SHIPPING_SANDBOX_PREFIX,
  plugin: ifoodShippingPlugin,
};
export const courierPlatformSandbox: SandboxPlugin = {
  name: 'entregadores',
  prefix: COURIER_PLATFORM_SANDBOX_PREFIX,
  plugin: courierPlatformPlugin,
};
