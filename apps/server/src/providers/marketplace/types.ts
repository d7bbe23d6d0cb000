/**
 * iFood's Merchant API as this product reads it (order v1.0, events v1.0, authentication v1.0): the wire shapes,
 * loosely (fields we do not read are kept in the stored copy but not typed here).
 */
export interface IfoodEvent {
  id: string;
  /** PLC, CFM, PRS, RTP, DSP, CON, CAN, CAR, CARF, HSD, HSS... */
  code: string;
  fullCode?: string;
  orderId: string;
  merchantId?: string;
  createdAt: string;
  metadata?: Record<string, unknown>;
}

export interface IfoodSponsorship {
  name: string;
  value: number;
  description?: string;
}

export interface IfoodOrder {
  id: string;
  displayId?: string;
  orderType: 'DELIVERY' | 'TAKEOUT' | 'DINE_IN' | string;
  orderTiming: 'IMMEDIATE' | 'SCHEDULED' | string;
  salesChannel?: string;
  createdAt: string;
  preparationStartDateTime?: string;
  merchant?: { id: string; name?: string };
  customer?: {
    id?: string;
    name?: string;
    documentNumber?: string | null;
    phone?: { number?: string; localizer?: string; localizerExpiration?: string } | null;
  };
  items?: IfoodItem[];
  benefits?: { value: number; target?: string; targetId?: string; sponsorshipValues?: IfoodSponsorship[] }[];
  total?: { subTotal?: number; deliveryFee?: number; benefits?: number; orderAmount?: number; additionalFees?: number };
  payments?: {
    prepaid?: number;
    pending?: number;
    methods?: {
      value: number;
      currency?: string;
      method: string;
      type?: 'ONLINE' | 'OFFLINE' | string;
      prepaid?: boolean;
      card?: { brand?: string } | null;
      cash?: { changeFor?: number } | null;
    }[];
  };
  delivery?: {
    mode?: string;
    deliveredBy?: string;
    deliveryDateTime?: string;
    observations?: string;
    pickupCode?: string;
    deliveryAddress?: {
      streetName?: string;
      streetNumber?: string;
      formattedAddress?: string;
      neighborhood?: string;
      complement?: string;
      reference?: string;
      postalCode?: string;
      city?: string;
      state?: string;
      country?: string;
      coordinates?: { latitude: number; longitude: number };
    };
  };
  takeout?: { mode?: string; takeoutDateTime?: string };
  schedule?: { deliveryDateTimeStart?: string; deliveryDateTimeEnd?: string };
  extraInfo?: string;
  isTest?: boolean;
}

export interface IfoodItem {
  index?: number;
  id?: string;
  uniqueId?: string;
  name: string;
  externalCode?: string;
  unit?: string;
  quantity: number;
  unitPrice: number;
  optionsPrice?: number;
  totalPrice: number;
  price?: number;
  observations?: string;
  options?: {
    index?: number;
    id?: string;
    name: string;
    groupName?: string;
    externalCode?: string;
    unit?: string;
    quantity: number;
    unitPrice: number;
    price: number;
  }[];
}

/**
 * One answer the negotiation platform offers with a dispute (HANDSHAKE_DISPUTE `metadata.alternatives`): a refund up
 * to `maxAmount` (cents, as text: `{ value: '800', currency: 'BRL' }`), a benefit, or more time from a list.
 */
export interface IfoodDisputeAlternative {
  id: string;
  type: 'REFUND' | 'BENEFIT' | 'ADDITIONAL_TIME' | string;
  metadata?: {
    maxAmount?: { value: string | number; currency?: string };
    allowedsAdditionalTimeInMinutes?: number[];
    allowedsAdditionalTimeReasons?: string[];
  };
}

/** HANDSHAKE_DISPUTE's metadata (the fields this product reads). */
export interface IfoodDisputeMetadata {
  disputeId: string;
  parentDisputeId?: string;
  action: string;
  handshakeType?: string;
  handshakeGroup?: string;
  message?: string;
  createdAt?: string;
  expiresAt: string;
  timeoutAction?: string;
  alternatives?: IfoodDisputeAlternative[];
  acceptCancellationReasons?: string[];
  metadata?: {
    items?: { name?: string; quantity?: number; amount?: { value: string | number } }[];
    evidences?: { contentType?: string; url: string }[];
  };
}

/** HANDSHAKE_SETTLEMENT's metadata: how the dispute ended. */
export interface IfoodSettlementMetadata {
  disputeId: string;
  status: 'ACCEPTED' | 'REJECTED' | 'EXPIRED' | 'ALTERNATIVE_REPLIED' | string;
  createdAt?: string;
}

/** The body of a counter-proposal: an amount (cents, as text) or more minutes with the reason. */
export type IfoodAlternativeAnswer =
  | { type: 'REFUND' | 'BENEFIT'; metadata: { amount: { value: string; currency: 'BRL' } } }
  | { type: 'ADDITIONAL_TIME'; metadata: { additionalTimeInMinutes: number; reason: string } };

export interface IfoodCancellationReason {
  cancelCodeId: string;
  description: string;
}

/** What one integration authenticates with (client credentials) and where it talks (iFood or the sandbox). */
export interface MarketplaceCredentials {
  clientId: string;
  clientSecret: string;
}

/** The status actions of order v1.0 (each answers 202; the result comes back as an event). */
export type MarketplaceOrderAction = 'confirm' | 'startPreparation' | 'readyToPickup' | 'dispatch';

/** One integration's client: everything this product asks of the marketplace. */
export interface MarketplaceClient extends MarketplaceMerchantClient {
  readonly baseUrl: string;
  /** GET /events/v1.0/events:polling for these merchants; [] on 204. */
  pollEvents(merchantIds: readonly string[]): Promise<IfoodEvent[]>;
  /** POST /events/v1.0/events/acknowledgment (only after the events are stored). */
  acknowledge(eventIds: readonly string[]): Promise<void>;
  getOrder(orderId: string): Promise<IfoodOrder>;
  orderAction(orderId: string, action: MarketplaceOrderAction): Promise<void>;
  cancellationReasons(orderId: string): Promise<IfoodCancellationReason[]>;
  requestCancellation(orderId: string, body: { reason: string; cancellationCode: string }): Promise<void>;
  /**
   * POST /order/v1.0/orders/{id}/verifyDeliveryCode `{ code }`: whether the code the courier typed is the one iFood
   * gave the customer (true on `success`; false when iFood answers it invalid).
   */
  verifyDeliveryCode(orderId: string, code: string): Promise<boolean>;
  /** POST /order/v1.0/disputes/{disputeId}/accept (negotiation platform): the merchant accepts what the customer asked. */
  acceptDispute(disputeId: string, body: { reason?: string }): Promise<void>;
  /** POST /order/v1.0/disputes/{disputeId}/reject `{ reason }`. */
  rejectDispute(disputeId: string, body: { reason: string }): Promise<void>;
  /** POST /order/v1.0/disputes/{disputeId}/alternatives/{alternativeId}: a counter-proposal among those offered. */
  proposeDisputeAlternative(disputeId: string, alternativeId: string, body: IfoodAlternativeAnswer): Promise<void>;
  /** Any other call of the API (merchant, catalog...) with the same token, limits and errors. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T | null>;
}

/** One client per (base URL, client id): the token and the rate-limit window are shared by its integrations. */
export type MarketplaceClientFactory = (
  config: { baseUrl?: string | null } & MarketplaceCredentials,
) => MarketplaceClient;

/** Merchant v1.0 status of one operation (DELIVERY, TAKEOUT): OK / WARNING / CLOSED / ERROR with its validations. */
export type IfoodMerchantState = 'OK' | 'WARNING' | 'CLOSED' | 'ERROR';

export interface IfoodStatusMessage {
  title?: string;
  subtitle?: string;
  description?: string;
  priority?: number;
}

export interface IfoodMerchantStatus {
  operation: string;
  salesChannel?: string;
  available: boolean;
  state: IfoodMerchantState;
  reopenable?: { identifier?: string | null; type?: string | null; reopenable: boolean };
  /** is-connected, opening-hours, unavailabilities, radius-restriction, payout-blocked... */
  validations: { id: string; code?: string; state: IfoodMerchantState; message?: IfoodStatusMessage | null }[];
  message?: IfoodStatusMessage | null;
}

/** An interruption: start and end in the store's local time (`YYYY-MM-DDTHH:mm:ss`, no offset). */
export interface IfoodInterruption {
  id: string;
  description: string;
  start: string;
  end: string;
}

export interface IfoodShift {
  id?: string;
  dayOfWeek: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  /** HH:mm:ss */
  start: string;
  /** Minutes. */
  duration: number;
}

/** The merchant calls of the API (merchant v1.0): status, interruptions, opening hours. */
export interface MarketplaceMerchantClient {
  merchantStatus(merchantId: string): Promise<IfoodMerchantStatus[]>;
  listInterruptions(merchantId: string): Promise<IfoodInterruption[]>;
  createInterruption(merchantId: string, body: Omit<IfoodInterruption, 'id'>): Promise<IfoodInterruption>;
  deleteInterruption(merchantId: string, interruptionId: string): Promise<void>;
  openingHours(merchantId: string): Promise<{ id?: string; shifts: IfoodShift[] }>;
}
