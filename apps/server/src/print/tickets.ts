import {
  ORDER_TYPE_LABELS,
  type Cents,
  asCents,
  formatDateTimeBr,
  formatMoney,
  formatMoneyReais,
  formatWeightKg,
  isOrderType,
  itemTotal,
  orderBarcode,
  subItemTotal,
  toReais,
} from '@brasa/domain';
import { orderBodyTotals, type TIFoodOrder, type TOrder } from '@brasa/contracts';
import type { ProductionTicketContent } from './print-jobs';
import { NO_BREAK_SPACE, type Ticket, type TicketBlock } from './ticket';

/** What a ticket needs besides the order: the unit's name, when it is printed, the unit's print settings. */
export interface TicketContext {
  unitName: string;
  printedAt: Date;
  /** IMPRIMIR_CODIGO_BARRAS_PEDIDO = S: the kitchen ticket carries the order's barcode. */
  barcode: boolean;
}

type Item = TIFoodOrder['items'][number] & {
  pessoaVendedor?: { nome?: string | null } | null;
  /** unidadeMedida of the product (UN, KG); the print job fills it from the menu when the line lacks it. */
  unit?: string | null;
};

const money = (reais: number | null | undefined) => formatMoneyReais(Number(reais ?? 0));
const qty = (n: number | null | undefined) => String(Number(n ?? 1)).replace('.', ',');
/** A weighed line's quantity is kilograms ('0,200 kg'); any other line's a count ('2x'). */
const itemQuantity = (item: Item) =>
  item.unit?.toUpperCase() === 'KG' ? formatWeightKg(item.quantity) : `${qty(item.quantity)}x`;
/** An amount kept on one line when the text wraps (the layout prints the no-break space as a space). */
const unbroken = (text: string) => text.replaceAll(' ', NO_BREAK_SPACE);

export function orderNumber(order: Pick<TOrder, 'id' | 'sequencial'>): string {
  return `#${order.sequencial ?? order.id}`;
}

function typeLabel(order: TOrder): string {
  return isOrderType(order.tipo) ? ORDER_TYPE_LABELS[order.tipo] : String(order.tipo);
}

/** Table and tab: 'Mesa 5', 'Comanda 12 (Mesa 5)'. */
function placeOf(order: TOrder): string | null {
  if (order.tipo !== 'COMANDA' && order.tipo !== 'MESA') return null;
  const main = `${typeLabel(order)} ${order.identificadorPrincipal ?? ''}`.trim();
  const extra = order.identificadorSecundario ? ` (Mesa ${order.identificadorSecundario})` : '';
  const complement = order.complementoIdentificador ? ` ${order.complementoIdentificador}` : '';
  return `${main}${extra}${complement}`;
}

function customerOf(order: TOrder): string | null {
  return order.pessoaCliente?.nome ?? order.iFoodOrder.customer?.name ?? null;
}

function addressOf(order: TOrder): string | null {
  const a = order.iFoodOrder.deliveryAddress;
  if (!a) return null;
  if (a.formattedAddress) return a.formattedAddress;
  const street = [a.streetName, a.streetNumber].filter(Boolean).join(', ');
  return [street, a.complement, a.neighborhood, a.city, a.reference && `Ref.: ${a.reference}`]
    .filter(Boolean)
    .join(' - ');
}

function waitersOf(items: readonly Item[]): string | null {
  const names = [...new Set(items.map((i) => i.pessoaVendedor?.nome).filter((n): n is string => !!n))];
  return names.length > 0 ? names.join(', ') : null;
}

function header(order: TOrder, ctx: TicketContext, title: string): TicketBlock[] {
  const blocks: TicketBlock[] = [
    { kind: 'text', text: ctx.unitName, align: 'center', bold: true },
    { kind: 'text', text: title, align: 'center', bold: true },
    { kind: 'rule' },
    { kind: 'text', text: `Pedido ${orderNumber(order)} - ${typeLabel(order)}`, bold: true, big: true },
    { kind: 'text', text: formatDateTimeBr(ctx.printedAt) },
  ];
  const place = placeOf(order);
  if (place) blocks.push({ kind: 'text', text: place, bold: true });
  const customer = customerOf(order);
  if (customer) blocks.push({ kind: 'text', text: `Cliente: ${customer}` });
  if (order.iFoodOrder.customer?.phone)
    blocks.push({ kind: 'text', text: `Telefone: ${order.iFoodOrder.customer.phone}` });
  if (order.tipo === 'DELIVERY') {
    const address = addressOf(order);
    if (address) blocks.push({ kind: 'text', text: `Endereço: ${address}` });
  }
  return blocks;
}

/**
 * The items as the order's money rule counts them (doc 1 §9 itemTotal): each line's amount is its price with its
 * sub-items (combo steps, add-ons), the sub-items that add to it show their own price, and an item discount is a
 * negative line under it. So the amounts on the right sum to the subtotal, to the cent.
 */
function itemLines(items: readonly Item[]): TicketBlock[] {
  const blocks: TicketBlock[] = [];
  for (const item of items) {
    const beforeDiscount = itemTotal({ ...item, discount: 0 });
    blocks.push({ kind: 'pair', left: `${itemQuantity(item)} ${item.name}`, right: formatMoney(beforeDiscount) });
    for (const sub of item.subItems ?? []) {
      const counted = item.sumInTotal === false ? 0 : subItemTotal(sub);
      const price = counted === 0 ? '' : ` ${unbroken(`(${formatMoney(counted)})`)}`;
      blocks.push({ kind: 'text', text: `  + ${qty(sub.quantity)}x ${sub.name ?? ''}${price}` });
    }
    const discount = asCents(beforeDiscount - itemTotal(item));
    if (discount !== 0) blocks.push({ kind: 'pair', left: '  Desconto', right: formatMoney(asCents(-discount)) });
    if (item.observations) blocks.push({ kind: 'text', text: `  Obs.: ${item.observations}` });
  }
  return blocks;
}

/** A line after 'Subtotal' when it moves the total: a fee as it is, a discount (`sign` −1) negative. */
function adjustment(blocks: TicketBlock[], label: string, amount: Cents, sign: 1 | -1 = 1) {
  if (amount !== 0) blocks.push({ kind: 'pair', left: label, right: formatMoney(asCents(sign * amount)) });
}

/**
 * The order receipt (enviarImpressaoApp/PedidoIntegracao/{id}, the print on confirm and on payment) and the close
 * of a tab (`closing`: origem FECHAMENTO, with the service fee and the split text).
 */
export function orderReceipt(order: TOrder, ctx: TicketContext, options: { closing?: boolean } = {}): Ticket {
  const body = order.iFoodOrder as TIFoodOrder & { divideInvoiceObservation?: string | null };
  const items = (body.items ?? []) as Item[];
  const blocks = header(order, ctx, options.closing ? 'FECHAMENTO DE CONTA' : 'PEDIDO');
  const waiters = waitersOf(items);
  if (waiters) blocks.push({ kind: 'text', text: `Garçom: ${waiters}` });
  blocks.push({ kind: 'rule' }, ...itemLines(items), { kind: 'rule' });
  // Every amount from the order totals (doc 1 §9), the same function the save stores totalPedido with.
  const totals = orderBodyTotals(body);
  blocks.push({ kind: 'pair', left: 'Subtotal', right: formatMoney(totals.subTotal) });
  adjustment(blocks, 'Taxa de serviço', totals.serviceFee);
  adjustment(blocks, 'Taxa de entrega', totals.deliveryFee);
  adjustment(blocks, 'Acréscimo', totals.tip);
  adjustment(blocks, 'Desconto do canal', totals.benefits, -1);
  adjustment(blocks, 'Desconto', totals.discount, -1);
  const total = toReais(totals.total);
  blocks.push({ kind: 'pair', left: 'TOTAL', right: formatMoney(totals.total), bold: true });
  const payments = body.payments ?? [];
  if (payments.length > 0) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: 'Pagamentos', bold: true });
    for (const p of payments)
      blocks.push({ kind: 'pair', left: p.name ?? p.code ?? 'Pagamento', right: money(p.value) });
    const paid = payments.reduce((sum, p) => sum + Number(p.value), 0);
    if (paid - total > 0.009) blocks.push({ kind: 'pair', left: 'Troco', right: money(paid - total), bold: true });
  }
  if (order.levarTrocoPara && order.levarTrocoPara > total) {
    blocks.push({
      kind: 'pair',
      left: `Levar troco para ${money(order.levarTrocoPara)}`,
      right: money(order.levarTrocoPara - total),
    });
  }
  const deliveryCode = (order as TOrder & { codigoEntrega?: string | null }).codigoEntrega;
  if (order.tipo === 'DELIVERY' && deliveryCode) {
    blocks.push(
      { kind: 'rule' },
      { kind: 'text', text: `Código de entrega: ${deliveryCode}`, align: 'center', bold: true, big: true },
      { kind: 'text', text: 'Informe este código ao entregador ao receber o pedido.', align: 'center' },
    );
  }
  if (options.closing && body.divideInvoiceObservation) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: body.divideInvoiceObservation, bold: true });
  }
  if (body.observations) blocks.push({ kind: 'rule' }, { kind: 'text', text: `Obs.: ${body.observations}` });
  // The dispatcher scans it (doc 4 §5 'Dispatch input' reads an order's EAN-13).
  if (ctx.barcode) blocks.push({ kind: 'barcode', value: orderBarcode(order.id) });
  blocks.push({ kind: 'blank' });
  return { blocks };
}

/** The kitchen ticket: big item names, quantities, sub-items and observations; the barcode when asked. */
export function kitchenTicket(order: TOrder, content: ProductionTicketContent, ctx: TicketContext): Ticket {
  const cancelled = content.tipo === 'CANCELAMENTO';
  const blocks = header(order, ctx, cancelled ? 'CANCELAMENTO' : 'PRODUÇÃO');
  if (cancelled) blocks.unshift({ kind: 'text', text: 'CANCELADO', align: 'center', bold: true, big: true });
  const stored = new Map(((order.iFoodOrder.items ?? []) as Item[]).map((i) => [i.referenceCode, i]));
  const waiters = waitersOf(
    content.itens.map((i) => stored.get(i.referenceCode ?? undefined)).filter((i): i is Item => !!i),
  );
  if (waiters) blocks.push({ kind: 'text', text: `Garçom: ${waiters}` });
  blocks.push({ kind: 'rule' });
  for (const item of content.itens) {
    const unit = item.unit && item.unit !== 'UN' ? ` ${item.unit}` : '';
    blocks.push({ kind: 'text', text: `${qty(item.quantity)}${unit} x ${item.name}`, bold: true, big: true });
    for (const sub of item.subItems) blocks.push({ kind: 'text', text: `  + ${qty(sub.quantity)}x ${sub.name}` });
    if (item.observations) blocks.push({ kind: 'text', text: `  Obs.: ${item.observations}`, bold: true });
    if (cancelled && item.motivo) blocks.push({ kind: 'text', text: `  Motivo: ${item.motivo}` });
  }
  blocks.push({ kind: 'rule' });
  if (order.iFoodOrder.observations)
    blocks.push({ kind: 'text', text: `Obs. do pedido: ${order.iFoodOrder.observations}` });
  if (ctx.barcode && !cancelled) blocks.push({ kind: 'barcode', value: orderBarcode(order.id) });
  blocks.push({ kind: 'blank' });
  return { blocks };
}

/** The card-terminal receipt (enviarImpressaoTef): the receipt text as the terminal gave it. */
export function tefReceipt(text: string): Ticket {
  return {
    blocks: text
      .replace(/\r/g, '')
      .split('\n')
      .map((line) => ({ kind: 'text', text: line, pre: true })),
  };
}
