import type { LogisticsPhase } from '@brasa/domain';

/**
 * Logistics providers (doc 1 §2.12, §4 'Logistics'): a courier for one order, asked for availability (a quote and
 * the payment methods the courier accepts), then sent (a driver is requested), tracked and cancelled. Two clients:
 * iFood's on-demand delivery API (integration tipo ID, ./ifood-shipping.ts) and a courier platform's REST API
 * (tipos KA and FD, ./courier-platform.ts). Each has a sandbox (./sandbox.ts) serving its paths on loopback; the
 * same client talks to the sandbox and to the real service.
 */

/** What the integration keeps server side (`segredos`): OAuth client credentials or an API key. */
export interface LogisticsCredentials {
  clientId?: string;
  clientSecret?: string;
  merchantId?: string;
  apiKey?: string;
}

export interface LogisticsAddress {
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  city: string;
  state?: string | null;
  postalCode?: string | null;
  complement?: string | null;
  reference?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** One order as a courier needs it. */
export interface LogisticsOrder {
  /** Ours and unique per send attempt: the provider's idempotency key and external reference. */
  referencia: string;
  pedidoId: number;
  /** The marketplace's own order id (IF orders), null otherwise. */
  marketplaceOrderId: string | null;
  cliente: { nome: string; telefone: string | null };
  endereco: LogisticsAddress;
  totalCents: number;
  /** Amount the courier collects from the customer (0 when paid). */
  aCobrarCents: number;
  bandeiraCartao?: string | null;
  tipoCartao?: string | null;
  /** KA: the courier comes back to the store (e.g. the card machine or change). */
  retornoEntregador?: boolean;
  /** ID, non-IF orders: no delivery confirmation code asked from the customer. */
  naoConfirmarEntrega?: boolean;
}

export interface LogisticsPaymentMethod {
  method: string;
  brand: string | null;
}

export interface LogisticsQuote {
  quoteId: string;
  netValueCents: number;
  grossValueCents: number;
  distanceMeters: number | null;
  deliveryTimeMinutes: { min: number; max: number } | null;
  paymentMethods: LogisticsPaymentMethod[];
}

export interface LogisticsDelivery {
  id: string;
  /** The provider's status word, e.g. SEARCHING, ASSIGNED, PICKED_UP, DELIVERED, CANCELLED. */
  status: string;
  /** That word as the domain's phase (each client maps its own words); null: a word we do not know. */
  phase: LogisticsPhase | null;
  trackingUrl: string | null;
  driver: { nome: string; telefone: string | null; veiculo: string | null } | null;
}

export interface LogisticsProvider {
  readonly name: string;
  availability(credentials: LogisticsCredentials, order: LogisticsOrder): Promise<LogisticsQuote>;
  /** Idempotent by `order.referencia`: the same reference answers the same delivery. */
  requestDriver(credentials: LogisticsCredentials, order: LogisticsOrder, quoteId?: string): Promise<LogisticsDelivery>;
  tracking(credentials: LogisticsCredentials, deliveryId: string): Promise<LogisticsDelivery>;
  cancel(credentials: LogisticsCredentials, deliveryId: string, reason: string): Promise<void>;
}
