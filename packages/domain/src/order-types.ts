/** Order types and channel codes (doc 1 §1 and §3, doc 2 §1). */

export const ORDER_TYPES = ['DELIVERY', 'BALCAO', 'COMANDA', 'MESA', 'CAIXA_RAPIDO'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = Object.freeze({
  DELIVERY: 'Delivery',
  BALCAO: 'Balcão',
  COMANDA: 'Comanda',
  MESA: 'Mesa',
  CAIXA_RAPIDO: 'Venda rápida',
});

export function isOrderType(value: unknown): value is OrderType {
  return (ORDER_TYPES as readonly unknown[]).includes(value);
}

/** The identifier's word inside a sentence ('{type} X foi agrupada na {type} Y', doc 3 §8): 'mesa' or 'comanda'. */
export const identifierWord = (tipo: string | null | undefined): 'mesa' | 'comanda' =>
  tipo === 'MESA' ? 'mesa' : 'comanda';

/** Tab and table orders live on the identifier board (doc 3). */
export function isIdentifierOrderType(type: string | null | undefined): boolean {
  return type === 'COMANDA' || type === 'MESA';
}

/** The product's own channels: SO own online (the default origin), FB, TF phone, WA messaging app, IN. */
export const OWN_CHANNELS = ['SO', 'FB', 'TF', 'WA', 'IN'] as const;
export type OwnChannel = (typeof OWN_CHANNELS)[number];

/** Delivery marketplaces; IF is the main one (iFood). Orders from these are integration orders. */
// prettier-ignore
export const MARKETPLACE_CHANNELS = [
  'IF', 'RA', 'NE', 'QR', 'AC', 'PZ', 'AI', 'DM', 'AF', 'GO', 'OT', 'D2', 'CW', 'GT',
  'MP', 'PA', 'UR', 'AB', '99', 'DD', 'MT', 'UE', 'OM', 'DL',
] as const;
export type MarketplaceChannel = (typeof MARKETPLACE_CHANNELS)[number];

export type ChannelCode = OwnChannel | MarketplaceChannel;

export const DEFAULT_CHANNEL: OwnChannel = 'SO';
export const IFOOD_CHANNEL: MarketplaceChannel = 'IF';
/** Logistics types (FD, ID, KA) are neither own channels nor integrations (doc 1 §3). */
export const LOGISTICS_TYPES = ['FD', 'ID', 'KA'] as const;
/** The local card-terminal agent integration. */
export const CARD_TERMINAL_INTEGRATION = 'EL';

/** Marketplace codes are integrations; own channels, logistics types and unknown codes are not. */
export function isIntegrationChannel(code: string | null | undefined): code is MarketplaceChannel {
  return (MARKETPLACE_CHANNELS as readonly (string | null | undefined)[]).includes(code);
}

/** An own channel; a missing code counts as the default origin SO (doc 2 §9). */
export function isOwnChannel(code: string | null | undefined): boolean {
  return (OWN_CHANNELS as readonly string[]).includes(code ?? DEFAULT_CHANNEL);
}
