import type { LogisticsPhase } from '@brasa/domain';
import { AppError } from '../../errors';
import { callJson, centsOf, logisticsTimeoutMs, phaseOfWord } from './http';
import type {
  LogisticsCredentials,
  LogisticsDelivery,
  LogisticsOrder,
  LogisticsProvider,
  LogisticsQuote,
} from './types';

/** Wire shapes of iFood's shipping (on-demand delivery) API, read loosely. */
interface WireAvailability {
  id: string;
  distance?: number;
  deliveryTime?: { min?: number; max?: number };
  quote?: { grossValue?: number; discount?: number; raise?: number; netValue?: number };
  paymentMethods?: { method?: string; brand?: string | null }[];
}
interface WireShippingOrder {
  id: string;
  status?: string;
  trackingUrl?: string | null;
  driver?: { name?: string; phone?: string | null; vehicleType?: string | null } | null;
}

/**
 * iFood's delivery status words (the sandbox's SEARCHING, ASSIGNED, PICKED_UP, DELIVERED, CANCELLED, and the
 * driver events' ASSIGN_DRIVER, GOING_TO_ORIGIN, ARRIVED_AT_ORIGIN, DISPATCHED, ARRIVED_AT_DESTINATION, CONCLUDED)
 * as the domain's phases.
 */
const IFOOD_PHASES: Readonly<Record<string, LogisticsPhase>> = Object.freeze({
  REQUESTED: 'SEARCHING',
  SEARCHING: 'SEARCHING',
  ASSIGNED: 'ASSIGNED',
  ASSIGN_DRIVER: 'ASSIGNED',
  GOING_TO_ORIGIN: 'ASSIGNED',
  ARRIVED_AT_ORIGIN: 'ASSIGNED',
  PICKED_UP: 'PICKED_UP',
  DISPATCHED: 'PICKED_UP',
  ARRIVED_AT_DESTINATION: 'PICKED_UP',
  DELIVERED: 'DELIVERED',
  CONCLUDED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
});

function toDelivery(w: WireShippingOrder): LogisticsDelivery {
  const status = w.status ?? 'REQUESTED';
  return {
    id: String(w.id),
    status,
    phase: phaseOfWord(IFOOD_PHASES, status),
    trackingUrl: w.trackingUrl ?? null,
    driver: w.driver?.name
      ? { nome: w.driver.name, telefone: w.driver.phone ?? null, veiculo: w.driver.vehicleType ?? null }
      : null,
  };
}

function requireCredentials(c: LogisticsCredentials) {
  if (!c.clientId || !c.clientSecret || !c.merchantId) {
    throw new AppError(422, 'Integração de logística sem credenciais configuradas.', 'LOGISTICS_CONFIG');
  }
  return { clientId: c.clientId, clientSecret: c.clientSecret, merchantId: c.merchantId };
}

/**
 * iFood's on-demand delivery ("Sob Demanda") over HTTP: OAuth client credentials (the token kept per client id and
 * renewed only a minute before it expires), `deliveryAvailabilities` for the quote and payment methods, an order
 * created at the merchant with the quote (an `Idempotency-Key` header: our reference), its tracking and its
 * cancellation.
 */
export function createIfoodShippingClient(baseUrl: string, opts: { timeoutMs?: number } = {}): LogisticsProvider {
  const timeoutMs = opts.timeoutMs ?? logisticsTimeoutMs();
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  async function token(c: LogisticsCredentials): Promise<string> {
    const creds = requireCredentials(c);
    const cached = tokens.get(creds.clientId);
    if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
    const { body } = await callJson<{ accessToken: string; expiresIn: number }>(
      `${baseUrl}/authentication/v1.0/oauth/token`,
      {
        method: 'POST',
        form: { grantType: 'client_credentials', clientId: creds.clientId, clientSecret: creds.clientSecret },
      },
      timeoutMs,
    );
    tokens.set(creds.clientId, { token: body.accessToken, expiresAt: Date.now() + body.expiresIn * 1000 });
    return body.accessToken;
  }

  const auth = async (c: LogisticsCredentials) => ({ authorization: `Bearer ${await token(c)}` });

  const addressOf = (o: LogisticsOrder) => ({
    streetName: o.endereco.streetName,
    streetNumber: o.endereco.streetNumber,
    neighborhood: o.endereco.neighborhood,
    city: o.endereco.city,
    state: o.endereco.state ?? null,
    postalCode: o.endereco.postalCode ?? null,
    complement: o.endereco.complement ?? null,
    reference: o.endereco.reference ?? null,
    coordinates:
      o.endereco.latitude != null && o.endereco.longitude != null
        ? { latitude: o.endereco.latitude, longitude: o.endereco.longitude }
        : null,
  });

  return {
    name: 'ifood-entregas',
    async availability(c, order): Promise<LogisticsQuote> {
      const { merchantId } = requireCredentials(c);
      const query = new URLSearchParams({
        latitude: String(order.endereco.latitude ?? ''),
        longitude: String(order.endereco.longitude ?? ''),
        streetName: order.endereco.streetName,
        streetNumber: order.endereco.streetNumber,
        city: order.endereco.city,
      });
      const path = order.marketplaceOrderId
        ? `/shipping/v1.0/orders/${encodeURIComponent(order.marketplaceOrderId)}/deliveryAvailabilities`
        : `/shipping/v1.0/merchants/${encodeURIComponent(merchantId)}/deliveryAvailabilities?${query}`;
      const { body } = await callJson<WireAvailability>(
        `${baseUrl}${path}`,
        { method: 'GET', headers: await auth(c) },
        timeoutMs,
      );
      return {
        quoteId: String(body.id),
        netValueCents: centsOf(body.quote?.netValue),
        grossValueCents: centsOf(body.quote?.grossValue),
        distanceMeters: body.distance ?? null,
        deliveryTimeMinutes:
          body.deliveryTime?.min != null && body.deliveryTime.max != null
            ? { min: body.deliveryTime.min, max: body.deliveryTime.max }
            : null,
        paymentMethods: (body.paymentMethods ?? []).map((p) => ({ method: p.method ?? '', brand: p.brand ?? null })),
      };
    },
    async requestDriver(c, order, quoteId): Promise<LogisticsDelivery> {
      const { merchantId } = requireCredentials(c);
      const headers = { ...(await auth(c)), 'idempotency-key': order.referencia };
      if (order.marketplaceOrderId) {
        // An iFood order: the driver is requested on the marketplace's own order.
        const { body } = await callJson<WireShippingOrder>(
          `${baseUrl}/shipping/v1.0/orders/${encodeURIComponent(order.marketplaceOrderId)}/requestDriver`,
          { method: 'POST', headers, body: { quoteId: quoteId ?? null } },
          timeoutMs,
        );
        return toDelivery(body);
      }
      const { body } = await callJson<WireShippingOrder>(
        `${baseUrl}/shipping/v1.0/merchants/${encodeURIComponent(merchantId)}/orders`,
        {
          method: 'POST',
          headers,
          body: {
            externalId: order.referencia,
            customer: { name: order.cliente.nome, phone: { number: order.cliente.telefone ?? '' } },
            delivery: {
              quoteId: quoteId ?? null,
              deliveryAddress: addressOf(order),
              deliveryConfirmation: !order.naoConfirmarEntrega,
            },
            payments: {
              value: order.aCobrarCents / 100,
              methods:
                order.aCobrarCents > 0
                  ? [{ method: order.tipoCartao ?? 'CASH', brand: order.bandeiraCartao ?? null }]
                  : [],
            },
            totalValue: order.totalCents / 100,
          },
        },
        timeoutMs,
      );
      return toDelivery(body);
    },
    async tracking(c, deliveryId): Promise<LogisticsDelivery> {
      const { body } = await callJson<WireShippingOrder>(
        `${baseUrl}/shipping/v1.0/orders/${encodeURIComponent(deliveryId)}/tracking`,
        { method: 'GET', headers: await auth(c) },
        timeoutMs,
      );
      return toDelivery(body);
    },
    async cancel(c, deliveryId, reason) {
      await callJson(
        `${baseUrl}/shipping/v1.0/orders/${encodeURIComponent(deliveryId)}/cancel`,
        { method: 'POST', headers: await auth(c), body: { reason, cancellationCode: '817' } },
        timeoutMs,
      );
    },
  };
}
