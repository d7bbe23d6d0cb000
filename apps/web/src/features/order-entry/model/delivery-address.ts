import type { TEndereco, TPessoaDetalhe } from '@brasa/contracts';
import type { DeliveryAddressPayload, DeliveryFeeChoice, EditingOrder } from './order-draft';

export type { DeliveryAddressPayload } from './order-draft';

export interface AddressOption {
  /** 'main' for the customer's own address, `sec-{id}` for a secondary one. */
  readonly key: string;
  readonly label: string;
  readonly address: DeliveryAddressPayload;
  /** The delivery-fee product tied to the address (idProdutoTaxaEntrega, servicoProduto), if any. */
  readonly feeProductId: number | null;
}

export type AddressFields = Pick<TEndereco, 'endereco' | 'numero' | 'bairro' | 'complemento' | 'cep' | 'municipio'>;

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** An address record (customer or secondary) as the order's deliveryAddress. */
export function toPayload(fields: AddressFields): DeliveryAddressPayload {
  return {
    streetName: fields.endereco.trim(),
    streetNumber: clean(fields.numero),
    neighborhood: clean(fields.bairro),
    city: clean(fields.municipio?.nome),
    state: clean(fields.municipio?.estado?.sigla),
    postalCode: clean(fields.cep),
    complement: clean(fields.complemento),
    reference: null,
  };
}

/** 'Rua X, 10 - Bairro, Cidade/UF' for lists and cards. */
export function formatAddress(address: DeliveryAddressPayload): string {
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(', ');
  const city = [address.city, address.state].filter(Boolean).join('/');
  const complement = address.complement ? ` (${address.complement})` : '';
  return [street + complement, address.neighborhood, city].filter(Boolean).join(' - ');
}

/** The customer's main address (if filled) and the secondary ones. */
export function customerAddressOptions(person: TPessoaDetalhe | null): AddressOption[] {
  if (!person) return [];
  const options: AddressOption[] = [];
  if (person.endereco?.trim()) {
    const address = toPayload({ ...person, endereco: person.endereco });
    options.push({
      key: 'main',
      label: formatAddress(address),
      address,
      feeProductId: person.servicoProduto?.id ?? null,
    });
  }
  for (const secondary of person.enderecos) {
    if (!secondary.endereco.trim()) continue;
    const address = toPayload(secondary);
    options.push({
      key: `sec-${secondary.id}`,
      label: formatAddress(address),
      address,
      feeProductId: secondary.idProdutoTaxaEntrega,
    });
  }
  return options;
}

/** The key of an edited order's own address when none of the customer's is the same (issue 31 §4). */
export const ORDER_ADDRESS_KEY = 'order';

const ADDRESS_FIELDS = [
  'streetName',
  'streetNumber',
  'neighborhood',
  'city',
  'state',
  'postalCode',
  'complement',
  'reference',
] as const satisfies readonly (keyof DeliveryAddressPayload)[];

/** The same address as a person reads it (trimmed fields; coordinates are the server's). */
export function isSameAddress(a: DeliveryAddressPayload, b: DeliveryAddressPayload): boolean {
  return ADDRESS_FIELDS.every((field) => (a[field]?.trim() ?? '') === (b[field]?.trim() ?? ''));
}

/** A stored iFoodOrder.deliveryAddress as the payload the form sends back; null without a street. */
export function addressPayloadOf(stored: Partial<Record<keyof DeliveryAddressPayload, unknown>> | null | undefined) {
  const value = (field: keyof DeliveryAddressPayload) => {
    const raw = stored?.[field];
    return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  };
  const streetName = value('streetName');
  if (!streetName) return null;
  const payload: DeliveryAddressPayload = {
    streetName,
    streetNumber: value('streetNumber'),
    neighborhood: value('neighborhood'),
    city: value('city'),
    state: value('state'),
    postalCode: value('postalCode'),
    complement: value('complement'),
    reference: value('reference'),
  };
  return payload;
}

/**
 * The addresses the order form offers: an edited order's own address first (while its customer is the same and
 * none of the customer's addresses is the same; its fee is the order's), then the customer's.
 */
export function draftAddressOptions(
  customer: TPessoaDetalhe | null,
  editing: Pick<EditingOrder, 'deliveryAddress' | 'customerId'> | null | undefined,
): AddressOption[] {
  const options = customerAddressOptions(customer);
  const own = editing?.deliveryAddress;
  const otherCustomer =
    customer !== null && (editing?.customerId ?? null) !== null && customer.id !== editing?.customerId;
  if (!own || otherCustomer) return options;
  if (options.some((option) => isSameAddress(option.address, own))) return options;
  return [{ key: ORDER_ADDRESS_KEY, label: formatAddress(own), address: own, feeProductId: null }, ...options];
}

/** doc 2 §4.3: the delivery address defaults to the single address or the one already selected. */
export function defaultAddressKey(options: readonly AddressOption[], current: string | null): string | null {
  if (current && options.some((option) => option.key === current)) return current;
  return options.length === 1 ? options[0]!.key : null;
}

/**
 * The fee the order carries: the one picked by hand, or (AUTO) the chosen address's fee product; an edited
 * order's own address brings the order's own fee back.
 */
export function resolveDeliveryFee(
  choice: DeliveryFeeChoice | null | 'AUTO',
  option: AddressOption | null,
  fees: readonly DeliveryFeeChoice[],
  orderFee: DeliveryFeeChoice | null = null,
): DeliveryFeeChoice | null {
  if (choice !== 'AUTO') return choice;
  if (option?.key === ORDER_ADDRESS_KEY) return orderFee;
  if (!option?.feeProductId) return null;
  return fees.find((fee) => fee.id === option.feeProductId) ?? null;
}
