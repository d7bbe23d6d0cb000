import type { LogisticsPhase } from '@brasa/domain';
import { AppError } from '../../errors';
import { callJson, centsOf, logisticsTimeoutMs, phaseOfWord } from './http';
import type { LogisticsCredentials, LogisticsDelivery, LogisticsOrder, LogisticsProvider } from './types';

interface WireQuotation {
  id: string;
  price?: { amount?: number };
  distance?: { meters?: number };
  eta?: { min?: number; max?: number };
  paymentMethods?: { method?: string; brand?: string | null }[];
}
interface WireDelivery {
  id: string;
  status?: string;
  shareLink?: string | null;
  driver?: { name?: string; phone?: string | null; vehicle?: string | null } | null;
}

/** The platform's status words (the sandbox's, and FINISHED for a closed delivery) as the domain's phases. */
const PLATFORM_PHASES: Readonly<Record<string, LogisticsPhase>> = Object.freeze({
  SEARCHING: 'SEARCHING',
  ASSIGNED: 'ASSIGNED',
  PICKED_UP: 'PICKED_UP',
  DELIVERED: 'DELIVERED',
  FINISHED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
});

const toDelivery = (w: WireDelivery): LogisticsDelivery => ({
  id: String(w.id),
  status: w.status ?? 'SEARCHING',
  phase: phaseOfWord(PLATFORM_PHASES, w.status ?? 'SEARCHING'),
  trackingUrl: w.shareLink ?? null,
  driver: w.driver?.name
    ? { nome: w.driver.name, telefone: w.driver.phone ?? null, veiculo: w.driver.vehicle ?? null }
    : null,
});

/**
 * A courier platform's REST API (integrations KA and FD): an API key as a bearer token, a quotation with the stops
 * (the store's return as a last stop when the courier comes back), a delivery created with an Idempotency-Key,
 * read and cancelled by id.
 */
export function createCourierPlatformClient(baseUrl: string, opts: { timeoutMs?: number } = {}): LogisticsProvider {
  const timeoutMs = opts.timeoutMs ?? logisticsTimeoutMs();
  const auth = (c: LogisticsCredentials) => {
    if (!c.apiKey) throw new AppError(422, 'Integração de logística sem chave de API configurada.', 'LOGISTICS_CONFIG');
    return { authorization: `Bearer ${c.apiKey}` };
  };
  const stopsOf = (o: LogisticsOrder) => [
    {
      address: `${o.endereco.streetName}, ${o.endereco.streetNumber} - ${o.endereco.neighborhood}, ${o.endereco.city}`,
      coordinates:
        o.endereco.latitude != null && o.endereco.longitude != null
          ? { lat: o.endereco.latitude, lng: o.endereco.longitude }
          : null,
    },
  ];
  return {
    name: 'plataforma-entregadores',
    async availability(c, order) {
      const { body } = await callJson<WireQuotation>(
        `${baseUrl}/v1/quotations`,
        {
          method: 'POST',
          headers: auth(c),
          body: { stops: stopsOf(order), returnToOrigin: !!order.retornoEntregador },
        },
        timeoutMs,
      );
      const price = centsOf(body.price?.amount);
      return {
        quoteId: String(body.id),
        netValueCents: price,
        grossValueCents: price,
        distanceMeters: body.distance?.meters ?? null,
        deliveryTimeMinutes:
          body.eta?.min != null && body.eta.max != null ? { min: body.eta.min, max: body.eta.max } : null,
        paymentMethods: (body.paymentMethods ?? []).map((p) => ({ method: p.method ?? '', brand: p.brand ?? null })),
      };
    },
    async requestDriver(c, order, quoteId) {
      const { body } = await callJson<WireDelivery>(
        `${baseUrl}/v1/orders`,
        {
          method: 'POST',
          headers: { ...auth(c), 'idempotency-key': order.referencia },
          body: {
            quotationId: quoteId ?? null,
            externalReference: order.referencia,
            stops: stopsOf(order),
            returnToOrigin: !!order.retornoEntregador,
            recipient: { name: order.cliente.nome, phone: order.cliente.telefone },
            collectOnDelivery: order.aCobrarCents / 100,
          },
        },
        timeoutMs,
      );
      return toDelivery(body);
    },
    async tracking(c, deliveryId) {
      const { body } = await callJson<WireDelivery>(
        `${baseUrl}/v1/orders/${encodeURIComponent(deliveryId)}`,
        { method: 'GET', headers: auth(c) },
        timeoutMs,
      );
      return toDelivery(body);
    },
    async cancel(c, deliveryId) {
      await callJson(
        `${baseUrl}/v1/orders/${encodeURIComponent(deliveryId)}/cancel`,
        { method: 'POST', headers: auth(c), body: {} },
        timeoutMs,
      );
    },
  };
}
