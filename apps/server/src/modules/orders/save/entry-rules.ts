import {
  MSG,
  ROLES,
  hasRole,
  itemTotal,
  toReais,
  validateItemEdit,
  validateItemQuantity,
  validateItemRemoval,
  validateOrderForSave,
  type Cents,
} from '@brasa/domain';
import { isDbId, type TIFoodOrder, type TOrderItem, type TOrderSaveRequest, type TProfile } from '@brasa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { identificador, produto } from '../../../db/schema';
import { AppError, forbidden, unprocessable } from '../../../errors';
import { isFlagOn } from '../../parameters/repository';
import type { OrderRow } from '../../order-data/mapper';
import type { Tx } from '../repository';
import { checkComboPrices } from './combo-prices';
import { totalsOf } from '../../order-data/totals';

export interface RemovedItem {
  item: TOrderItem;
  justificativaExclusao: string;
}

type SellerItem = TOrderItem & { pessoaVendedor?: { id?: number | null } | null };
type DeletedEntry = {
  referenceCode?: string | null;
  justificativaExclusao?: string | null;
  dadosExclusao?: { justificativaExclusao?: string | null } | null;
};

const sameMoney = (a: number | null | undefined, b: number | null | undefined) =>
  Math.round((a ?? 0) * 100) === Math.round((b ?? 0) * 100);

/**
 * The order-entry rules of doc 2 §5.1–§5.5, enforced on every save (the web runs the same domain rules first):
 * the §5.1 validation, no negative quantity or price, menu prices when the unit price is locked
 * (ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO), discounts blocked by the discount role, and removal of
 * saved items blocked by the removal role and needing a justification. Returns the body to store and the items
 * removed, which the caller records as deleted items.
 */
type DeliveryMethod = TIFoodOrder['deliveryMethod'];

/** A 4-digit delivery code, from the system's CSPRNG. */
export const newDeliveryCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** The delivery method as sent, without any `deliveryCode`: the code is the server's (`deliveryCodeFor`). */
export function withoutDeliveryCode(sent: DeliveryMethod): DeliveryMethod {
  if (!sent) return sent;
  const { deliveryCode: _ignored, ...rest } = sent as NonNullable<DeliveryMethod> & { deliveryCode?: unknown };
  return rest as DeliveryMethod;
}

/** The order's delivery code: the stored one, else a new one once the order goes to the customer's door. */
export function deliveryCodeFor(body: TIFoodOrder, stored: string | null | undefined): string | null {
  if (stored) return stored;
  return body.deliveryMethod?.mode === 'DELIVERY' ? newDeliveryCode() : null;
}

export async function applyEntryRules(
  tx: Tx,
  ctx: { unidadeId: number; profile: TProfile; params: ReadonlyMap<string, string>; now: Date },
  input: TOrderSaveRequest,
  current: OrderRow | undefined,
): Promise<{ body: TIFoodOrder; removed: RemovedItem[] }> {
  const storedBody = current?.body as (TIFoodOrder & { deletedItems?: unknown[] }) | undefined;
  const body: TIFoodOrder = {
    ...input.iFoodOrder,
    // The deletion records are the server's (below): kept from the stored body, never taken from a request.
    ...(storedBody?.deletedItems ? { deletedItems: storedBody.deletedItems } : {}),
    // Benefits are the marketplace's (doc 1 §3): a terminal never grants one, so they stay as stored (none on
    // an order launched here). Otherwise a client could settle an order with a forged IFOOD sponsorship.
    benefits: (current?.body as TIFoodOrder | undefined)?.benefits ?? [],
    // The customer's delivery code is the server's (column codigo_entrega), never taken from a request: a
    // client that could set it could confirm any delivery.
    deliveryMethod: withoutDeliveryCode(input.iFoodOrder.deliveryMethod),
    // Stored items are saved items: notSaved marks only what a terminal has not sent yet.
    items: input.iFoodOrder.items.map((item) => ({
      ...item,
      referenceCode: item.referenceCode || randomUUID(),
      notSaved: false,
    })),
  };
  for (const item of body.items) {
    const check = validateItemEdit({ quantity: item.quantity, price: item.price });
    if (!check.ok) throw unprocessable(check.message);
    // Combo choices cannot take value off an item either.
    for (const sub of item.subItems ?? []) {
      if ((sub.quantity ?? 0) < 0) throw unprocessable(MSG.ITEM_QUANTITY_NEGATIVE);
      if ((sub.price ?? 0) < 0 || (sub.totalPrice ?? 0) < 0) throw unprocessable(MSG.ITEM_PRICE_NEGATIVE);
    }
  }
  await checkItemQuantities(tx, ctx.unidadeId, body.items, storedBody?.items ?? []);
  await validateOrder(tx, ctx, input, body, current === undefined);
  await checkComboPrices(tx, ctx.unidadeId, body.items);

  const before = new Map(((current?.body as TIFoodOrder | undefined)?.items ?? []).map((i) => [i.referenceCode, i]));
  keepStoredSumInTotal(body.items, before);
  if (hasRole(ctx.profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO)) {
    await applyMenuPrices(tx, ctx.unidadeId, body.items, before);
  }
  if (hasRole(ctx.profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO)) {
    const itemChanged = body.items.some((i) => !sameMoney(i.discount, before.get(i.referenceCode)?.discount));
    const orderChanged = !sameMoney(body.discount, (current?.body as TIFoodOrder | undefined)?.discount);
    if (itemChanged || orderChanged) throw forbidden(MSG.ITEM_NO_DISCOUNT_PERMISSION);
  }
  const removed = current ? removedItems(ctx.profile, input, body, current) : [];
  if (removed.length) {
    const deletedItems = [
      ...(storedBody?.deletedItems ?? []),
      ...removed.map(({ item, justificativaExclusao }) => ({
        ...item,
        dadosExclusao: {
          identificadorPrincipal: input.identificadorPrincipal ?? null,
          identificadorSecundario: input.identificadorSecundario ?? null,
          justificativaExclusao,
          dataExclusao: ctx.now.toISOString(),
        },
      })),
    ];
    Object.assign(body, { deletedItems });
  }
  return { body, removed };
}

async function validateOrder(
  tx: Tx,
  ctx: { unidadeId: number; profile: TProfile; params: ReadonlyMap<string, string>; now: Date },
  input: TOrderSaveRequest,
  body: TIFoodOrder,
  isNew: boolean,
) {
  const tables =
    input.tipo === 'MESA' || input.identificadorSecundario
      ? new Set(
          (
            await tx
              .select({ id: identificador.identificador })
              .from(identificador)
              .where(
                and(
                  eq(identificador.unidadeId, ctx.unidadeId),
                  eq(identificador.tipo, 'MESA'),
                  eq(identificador.ativo, true),
                  eq(identificador.status, 'NORMAL'),
                ),
              )
          ).map((t) => t.id),
        )
      : new Set<string>();
  const schedule = body.schedule?.deliveryDateTimeStart;
  const result = validateOrderForSave(
    {
      tipo: input.tipo,
      identificadorPrincipal: input.identificadorPrincipal,
      identificadorSecundario: input.identificadorSecundario,
      quantidadePessoas: input.quantidadePessoas,
      items: (body.items as SellerItem[]).map((i) => ({ pessoaVendedorId: i.pessoaVendedor?.id ?? null })),
      customerId: input.pessoaCliente?.id ?? null,
      deliveryMode: body.deliveryMethod?.mode ?? null,
      deliveryAddress: body.deliveryAddress?.streetName ? body.deliveryAddress : null,
      scheduleStart: input.pedidoAgendado === 'AGENDADO' && schedule ? new Date(schedule) : null,
      isNew,
    },
    {
      tableExists: (id) => tables.has(id),
      secondaryRequired: isFlagOn(ctx.params.get('IDENTIFICADOR_SECUNDARIO_OBRIGATORIO')),
      allowWithoutCustomer: isFlagOn(ctx.params.get('PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA')),
      isWaiterRole: hasRole(ctx.profile, ROLES.ROLE_GARCOM_PEDIDO),
      now: ctx.now,
    },
  );
  if (!result.ok) throw new AppError(422, result.message, result.code ?? 'ORDER_INVALID');
}

/**
 * doc 2 §5.2: a unit item's quantity is at least 1 and a weighed (KG) product's is positive, so no line of
 * quantity 0 makes an order of total 0 that counts as paid. Lines stored with their quantity are kept as stored.
 */
async function checkItemQuantities(tx: Tx, unidadeId: number, items: TOrderItem[], stored: TOrderItem[]) {
  const storedQuantity = new Map(stored.map((i) => [i.referenceCode, i.quantity]));
  const changed = items.filter((i) => storedQuantity.get(i.referenceCode) !== i.quantity);
  if (changed.length === 0) return;
  const ids = [...new Set(changed.map((i) => Number(i.externalCode)).filter(isDbId))];
  const weighed = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: produto.id, unidadeMedida: produto.unidadeMedida })
            .from(produto)
            .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, ids)))
        )
          .filter((p) => p.unidadeMedida.toUpperCase() === 'KG')
          .map((p) => p.id),
  );
  for (const item of changed) {
    const check = validateItemQuantity(item.quantity, { weighed: weighed.has(Number(item.externalCode)) });
    if (!check.ok) throw unprocessable(check.message);
  }
}

/** Locked unit price: new items and items whose price changed take the menu price of their product. */
async function applyMenuPrices(tx: Tx, unidadeId: number, items: TOrderItem[], before: Map<unknown, TOrderItem>) {
  const ids = [...new Set(items.map((i) => Number(i.externalCode)).filter(isDbId))];
  if (ids.length === 0) return;
  const prices = new Map(
    (
      await tx
        .select({ id: produto.id, cents: produto.valorUnitarioVendaCents })
        .from(produto)
        .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, ids)))
    ).map((p) => [p.id, toReais(p.cents as Cents)]),
  );
  for (const item of items) {
    const menuPrice = prices.get(Number(item.externalCode));
    const previous = before.get(item.referenceCode);
    const changed = !previous || !sameMoney(previous.price, item.price);
    if (menuPrice !== undefined && changed) item.price = menuPrice;
  }
}

/** Saved items missing from the new list: blocked by the removal role, each needing a justification. */
function removedItems(
  profile: TProfile,
  input: TOrderSaveRequest,
  body: TIFoodOrder,
  current: OrderRow,
): RemovedItem[] {
  const kept = new Set(body.items.map((i) => i.referenceCode));
  const gone = ((current.body as TIFoodOrder).items ?? []).filter((i) => !kept.has(i.referenceCode));
  if (gone.length === 0) return [];
  const canRemove = !hasRole(profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_EXCLUSAO_ITEM);
  const justifications = new Map(
    ((input as { deletedItems?: DeletedEntry[] }).deletedItems ?? []).map((d) => [
      d.referenceCode,
      d.justificativaExclusao ?? d.dadosExclusao?.justificativaExclusao ?? '',
    ]),
  );
  const pending = totalsOf(current.body as TIFoodOrder).pending;
  return gone.map((item) => {
    const justification = justifications.get(item.referenceCode)?.trim() ?? '';
    const check = validateItemRemoval(
      { saved: true, totalCents: itemTotal(item) },
      { justification, canRemove, pendingCents: pending },
    );
    if (!check.ok)
      throw check.message === MSG.NO_ITEM_REMOVAL_PERMISSION ? forbidden(check.message) : unprocessable(check.message);
    return { item, justificativaExclusao: justification };
  });
}

/**
 * `sumInTotal: false` (a line that does not count in the total) comes only with marketplace orders: a terminal
 * never sets it (doc 1 §3). A line keeps the flag it was stored with; a new line always counts, so no request
 * can give an item away outside the discount rules.
 */
function keepStoredSumInTotal(items: TOrderItem[], before: Map<string | null | undefined, TOrderItem>) {
  for (const item of items) {
    const stored = before.get(item.referenceCode);
    item.sumInTotal = stored?.sumInTotal === false ? false : undefined;
    item.subItems?.forEach((sub, index) => {
      const storedSub = stored?.subItems?.[index];
      sub.sumInTotal = storedSub?.sumInTotal === false && storedSub.name === sub.name ? false : undefined;
    });
  }
}
