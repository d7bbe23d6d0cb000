/**
 * The import of a marketplace order (doc 2 §4.4, §5.7; issue 15): what the import adds to the order it brings into
 * the sale, shown as information in the import dialog.
 * - The extra-fee item: the marketplace's additional fees the customer paid (kept as `adicionalTip`, the total's
 *   'extra fee') become an item, so the sale has a line for them.
 * - The extra payment for the marketplace's discount: the part of the benefits the marketplace sponsors settles the
 *   order like a payment (doc 1 §5); the import writes it as a payment ('Desconto iFood'), flagged
 *   `descontoMarketplace` so it is never counted twice (order totals skip it: the sponsorship already counts).
 * - The delivery-fee choice (`incluirTaxaEntregaImportacaoSelecionado`): S turns the delivery fee into a sale item,
 *   N leaves it out of the sale lines; when the marketplace delivers, N is offered and the user is reminded.
 * None of this changes the order's total, what is paid, or what is pending: the payment-difference check runs on
 * the same figures before and after.
 */
import { asCents, toCents, toReais, type Cents } from './money';

export const MARKETPLACE_EXTRA_FEE_ITEM = 'Taxa adicional do marketplace';
export const MARKETPLACE_DELIVERY_FEE_ITEM = 'Taxa de entrega';
export const MARKETPLACE_DISCOUNT_PAYMENT_CODE = 'DESCONTO_MARKETPLACE';
export const marketplaceDiscountPaymentName = (channel: string) => `Desconto ${channel === 'IF' ? 'iFood' : channel}`;
export const MARKETPLACE_DELIVERY_NOTICE =
  'A entrega deste pedido é feita pelo marketplace: confira se a taxa de entrega deve ser incluída.';

/** Marks what the import added (`importacaoExtra`): the fee item, the delivery-fee item, the discount payment. */
export type ImportExtra = 'TAXA_ADICIONAL' | 'TAXA_ENTREGA' | 'DESCONTO_MARKETPLACE';

export interface ImportableItem {
  readonly name?: string | null;
  readonly quantity: number;
  readonly price: number;
  readonly importacaoExtra?: string | null;
  readonly [key: string]: unknown;
}

export interface ImportablePayment {
  readonly value: number;
  readonly descontoMarketplace?: boolean | null;
  readonly [key: string]: unknown;
}

export interface ImportableBody {
  readonly items: readonly ImportableItem[];
  readonly payments?: readonly ImportablePayment[] | null;
  readonly benefits?: readonly { sponsorshipValues?: Record<string, number | null> | null }[] | null;
  readonly deliveryMethod?: { mode?: string | null; deliveredBy?: string | null } | null;
  readonly deliveryFee?: number | null;
  readonly adicionalTip?: number | null;
  readonly incluirTaxaEntregaImportacaoSelecionado?: string | null;
}

const centsOf = (value: number | null | undefined): Cents => toCents(Number.isFinite(value) ? (value as number) : 0);

/** The part of the benefits the marketplace sponsors (cents). */
export function marketplaceSponsoredCents(body: Pick<ImportableBody, 'benefits'>): number {
  return (body.benefits ?? []).reduce((sum, b) => sum + centsOf(b.sponsorshipValues?.IFOOD), 0);
}

/** The delivery-fee choice offered first: leave it out when the marketplace delivers (its fee is the marketplace's). */
export function defaultIncludeDeliveryFee(body: Pick<ImportableBody, 'deliveryMethod'>): boolean {
  return (body.deliveryMethod?.deliveredBy ?? '').toUpperCase() !== 'IFOOD';
}

/** The dialog's notices for this order (doc 2 §8: the third-party delivery reminder). */
export function marketplaceImportNotices(body: Pick<ImportableBody, 'deliveryMethod' | 'deliveryFee'>): string[] {
  const fee = centsOf(body.deliveryFee);
  return !defaultIncludeDeliveryFee(body) && fee > 0 ? [MARKETPLACE_DELIVERY_NOTICE] : [];
}

/**
 * The body as the import brings it into the sale. Idempotent: what an earlier plan added is recognised by its
 * `importacaoExtra` / `descontoMarketplace` mark and replaced, so a second run (another dialog, a retry) adds
 * nothing twice, and a changed delivery-fee choice moves the fee between the item and the fee field.
 */
export function planMarketplaceImport<B extends ImportableBody>(
  body: B,
  opts: { channel: string; includeDeliveryFee?: boolean },
): Omit<B, 'items' | 'payments'> & {
  items: (B['items'][number] | ImportableItem)[];
  payments: (NonNullable<B['payments']>[number] | ImportablePayment)[];
  incluirTaxaEntregaImportacaoSelecionado: 'S' | 'N';
} {
  const earlierFee = body.items.find((i) => i.importacaoExtra === 'TAXA_ADICIONAL');
  const earlierDelivery = body.items.find((i) => i.importacaoExtra === 'TAXA_ENTREGA');
  const items = body.items.filter((i) => !i.importacaoExtra);
  const payments = (body.payments ?? []).filter((p) => !p.descontoMarketplace);
  // What was moved into items by an earlier plan comes back to its field first.
  const extraFee = centsOf(body.adicionalTip) + (earlierFee ? centsOf(earlierFee.price) : 0);
  const deliveryFee = centsOf(body.deliveryFee) + (earlierDelivery ? centsOf(earlierDelivery.price) : 0);
  const delivering = (body.deliveryMethod?.mode ?? '') === 'DELIVERY';
  const include = opts.includeDeliveryFee ?? defaultIncludeDeliveryFee(body);
  const added: ImportableItem[] = [];
  if (extraFee > 0) {
    added.push({
      name: MARKETPLACE_EXTRA_FEE_ITEM,
      quantity: 1,
      price: toReais(asCents(extraFee)),
      importacaoExtra: 'TAXA_ADICIONAL',
    });
  }
  const feeAsItem = include && delivering && deliveryFee > 0;
  if (feeAsItem) {
    added.push({
      name: MARKETPLACE_DELIVERY_FEE_ITEM,
      quantity: 1,
      price: toReais(asCents(deliveryFee)),
      importacaoExtra: 'TAXA_ENTREGA',
    });
  }
  const sponsored = marketplaceSponsoredCents(body);
  const discountPayment: ImportablePayment[] =
    sponsored > 0
      ? [
          {
            id: `${MARKETPLACE_DISCOUNT_PAYMENT_CODE}-${opts.channel}`,
            code: MARKETPLACE_DISCOUNT_PAYMENT_CODE,
            name: marketplaceDiscountPaymentName(opts.channel),
            value: toReais(asCents(sponsored)),
            prepaid: true,
            descontoMarketplace: true,
          },
        ]
      : [];
  return {
    ...body,
    items: [...items, ...added.map((i) => ({ ...i, sumInTotal: true, status: 'NAO_NOTIFICAR' }))],
    payments: [...payments, ...discountPayment],
    adicionalTip: 0,
    deliveryFee: feeAsItem ? 0 : toReais(asCents(deliveryFee)),
    incluirTaxaEntregaImportacaoSelecionado: include ? 'S' : 'N',
  };
}
