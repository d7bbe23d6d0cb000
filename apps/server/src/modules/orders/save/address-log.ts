/** The delivery address fields a person can change (doc 4 'Endereço de Entrega'); coordinates follow them. */
const ADDRESS_FIELDS = [
  'streetName',
  'streetNumber',
  'neighborhood',
  'complement',
  'reference',
  'city',
  'state',
  'postalCode',
] as const;

type AddressLike = Partial<Record<(typeof ADDRESS_FIELDS)[number], unknown>> | null | undefined;

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The address as one line, e.g. 'Rua Augusta, 1500 - Consolação - São Paulo'. */
export function deliveryAddressText(address: AddressLike): string {
  if (!address) return '';
  const street = [clean(address.streetName), clean(address.streetNumber)].filter(Boolean).join(', ');
  return [street, clean(address.neighborhood), clean(address.city)].filter(Boolean).join(' - ');
}

/** The same address a person would read (its text fields, trimmed); coordinates and formatting do not count. */
export function isSameDeliveryAddress(before: AddressLike, after: AddressLike): boolean {
  return ADDRESS_FIELDS.every((field) => clean(before?.[field]) === clean(after?.[field]));
}

/**
 * The log line of an order save that changed the delivery address (doc 4 §7: "whole order with updated delivery
 * address and a log line naming the user and date"), or none when the address is the same.
 */
export function deliveryAddressLogLines(
  before: AddressLike,
  after: AddressLike,
  who: { username: string; when: string },
): string[] {
  if (isSameDeliveryAddress(before, after)) return [];
  const text = deliveryAddressText(after);
  return [`Endereço de entrega alterado por ${who.username} em ${who.when}${text ? `: ${text}` : ''}.`];
}
