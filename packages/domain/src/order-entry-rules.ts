/**
 * doc 2 §5.1: the checks an order passes before it is saved (step 3, "Info complementares"). One pure
 * function that the web runs before sending and the server runs again on every save.
 */
import { MSG } from './messages';
import { isIdentifierOrderType, isOrderType } from './order-types';

type Identifier = string | number | null | undefined;

export interface OrderEntryDraft {
  readonly tipo?: string | null;
  /** Tab number (COMANDA) or table number (MESA). */
  readonly identificadorPrincipal?: Identifier;
  /** Table number of a tab. */
  readonly identificadorSecundario?: Identifier;
  readonly quantidadePessoas?: number | null;
  readonly items: readonly { readonly pessoaVendedorId?: Identifier }[];
  readonly customerId?: Identifier;
  /** deliveryMethod.mode: TAKEOUT, DELIVERY, INDOOR, COMANDA. */
  readonly deliveryMode?: string | null;
  readonly deliveryAddress?: unknown;
  /** The scheduled date of a scheduled order (pedidoAgendado AGENDADO). */
  readonly scheduleStart?: Date | null;
  readonly isNew: boolean;
}

export interface OrderEntryContext {
  /** Is there an active, non-blocked table with this number? */
  readonly tableExists: (id: string) => boolean;
  /** IDENTIFICADOR_SECUNDARIO_OBRIGATORIO. */
  readonly secondaryRequired: boolean;
  /** PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA. */
  readonly allowWithoutCustomer: boolean;
  /** The user has ROLE_GARCOM_PEDIDO. */
  readonly isWaiterRole: boolean;
  readonly now: Date;
}

/** A failure the web answers with a dialog rather than a message: every item needs a seller (waiter). */
export type OrderSaveFailureCode = 'WAITER_REQUIRED';

/** `Result<null>` plus an optional code on failures (assignable to `Result<null>`). */
export type OrderSaveResult =
  | { readonly ok: true; readonly value: null }
  | { readonly ok: false; readonly message: string; readonly code?: OrderSaveFailureCode };

const text = (value: Identifier): string => (value === null || value === undefined ? '' : String(value).trim());
const isPresent = (value: Identifier): boolean => text(value) !== '';
const isNegative = (value: Identifier): boolean => isPresent(value) && Number(text(value)) < 0;
const failed = (message: string, code?: OrderSaveFailureCode): OrderSaveResult =>
  code ? { ok: false, message, code } : { ok: false, message };

/** Minute precision: a time picked in the current minute is not in the past. */
function startOfMinute(date: Date): number {
  return Math.floor(date.getTime() / 60_000) * 60_000;
}

/**
 * Returns the first failing rule in the order of doc 2 §5.1. Choices where the spec is silent:
 * - a MESA order without a number gets "o campo Mesa deve ser informado." (the spec's text for a missing
 *   table) before the table lookup;
 * - a tab or table without a customer (when not allowed) gets "Informe um cliente." (the delivery text);
 * - the delivery address is checked on DELIVERY orders whose mode is DELIVERY;
 * - a schedule is retroactive when it falls before the current minute.
 */
export function validateOrderForSave(order: OrderEntryDraft, context: OrderEntryContext): OrderSaveResult {
  const tipo = order.tipo;
  if (!isOrderType(tipo)) return failed(MSG.ORDER_TYPE_REQUIRED);
  const isTabOrTable = isIdentifierOrderType(tipo);
  const hasCustomer = isPresent(order.customerId);

  if (tipo === 'COMANDA') {
    if (!isPresent(order.identificadorPrincipal)) return failed(MSG.TAB_REQUIRED);
    if (context.secondaryRequired && !isPresent(order.identificadorSecundario)) return failed(MSG.TABLE_REQUIRED);
    if (isNegative(order.identificadorSecundario)) return failed(MSG.TABLE_NEGATIVE);
    // The tab's table (secondary identifier) is an active table, as a MESA order's number is.
    if (isPresent(order.identificadorSecundario)) {
      const table = text(order.identificadorSecundario);
      if (!context.tableExists(table)) return failed(MSG.mesaNaoEncontrada(table));
    }
  }
  if (tipo === 'MESA') {
    if (!isPresent(order.identificadorPrincipal)) return failed(MSG.TABLE_REQUIRED);
    if (isNegative(order.identificadorPrincipal)) return failed(MSG.TABLE_NEGATIVE);
    const table = text(order.identificadorPrincipal);
    if (!context.tableExists(table)) return failed(MSG.mesaNaoEncontrada(table));
  }
  if (order.items.length === 0 && !(isTabOrTable && hasCustomer)) return failed(MSG.ITEM_OR_CUSTOMER_REQUIRED);
  if (tipo === 'DELIVERY') {
    if (!hasCustomer) return failed(MSG.CUSTOMER_REQUIRED);
    if (order.deliveryMode === 'DELIVERY' && !order.deliveryAddress) return failed(MSG.DELIVERY_ADDRESS_REQUIRED);
  }
  if (isTabOrTable && !hasCustomer && !context.allowWithoutCustomer) return failed(MSG.CUSTOMER_REQUIRED);
  if (order.isNew && order.scheduleStart && startOfMinute(order.scheduleStart) < startOfMinute(context.now)) {
    return failed(MSG.SCHEDULE_IN_PAST);
  }
  if ((order.quantidadePessoas ?? 0) < 0) return failed(MSG.PEOPLE_NEGATIVE);
  // doc 2 §5.1: for the waiter role items are not auto-assigned, so every one needs a seller.
  if (context.isWaiterRole && isTabOrTable && order.items.some((item) => !isPresent(item.pessoaVendedorId))) {
    return failed(MSG.ITEM_SELLER_REQUIRED, 'WAITER_REQUIRED');
  }
  return { ok: true, value: null };
}
