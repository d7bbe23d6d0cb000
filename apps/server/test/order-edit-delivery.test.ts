import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, paymentOf } from './order-factory';

// Issue 31 §4: editing an order keeps its delivery address and fee unless the user changes them (doc 2 §4.3,
// doc 1 §9 "Order total = subtotal + service fee + delivery fee (only for DELIVERY mode) …").

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const save = async (payload: object, as = 'caixa') =>
  ctx.app.inject({ method: 'POST', url: '/api-v2/pedidoIntegracao', headers: await ctx.auth(as), payload });

const STORED_ADDRESS = {
  streetName: 'Rua Frei Caneca',
  streetNumber: '569',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01307-001',
  complement: 'Apto 12',
  coordinates: { latitude: -23.5536, longitude: -46.6522 },
};

async function feeProduct() {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api-v2/produtoCardapio/listDeliveryFee',
    headers: await ctx.auth('caixa'),
  });
  return res.json<{ id: number; descricao: string; valorUnitarioVenda: number }[]>()[0]!;
}

/** A delivery order of 2 × 24,90 + 1 × 7,00 with a fee of 8,50 (a fee product at another price) and an address. */
async function deliveryOrder(): Promise<TOrder> {
  const fee = await feeProduct();
  return createOrder(ctx, 'caixa', {
    tipo: 'DELIVERY',
    iFoodOrder: {
      deliveryMethod: { mode: 'DELIVERY' },
      deliveryAddress: STORED_ADDRESS,
      deliveryFee: 8.5,
      productDeliveryFee: { id: fee.id, valorUnitarioVenda: 8.5 },
      items: [
        { name: 'X-Burger', quantity: 2, price: 24.9 },
        { name: 'Refrigerante lata 350ml', quantity: 1, price: 7 },
      ],
      payments: [],
    },
  });
}

/** The order as an edit sends it back with the burger's quantity changed and `drop` left out of its body. */
function editOf(order: TOrder, quantity: number, drop: string[] = []): TOrderSaveRequest {
  const body: Record<string, unknown> = {
    ...order.iFoodOrder,
    items: order.iFoodOrder.items.map((item, index) => (index === 0 ? { ...item, quantity } : item)),
  };
  for (const key of drop) delete body[key];
  return { ...(order as unknown as TOrderSaveRequest), iFoodOrder: body as TOrderSaveRequest['iFoodOrder'] };
}

const addressLines = (order: TOrder) =>
  order.logs.split('\n').filter((l) => l.includes('Endereço de entrega alterado'));

describe('editing a delivery order keeps its address and fee (issue 31 §4)', () => {
  it('an edit that leaves the fee and the address out of its body keeps both; total = items + fee', async () => {
    const order = await deliveryOrder();
    const res = await save(editOf(order, 3, ['deliveryAddress', 'deliveryFee', 'productDeliveryFee']));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TOrder>();
    expect(saved.iFoodOrder.deliveryFee).toBe(8.5);
    expect((saved.iFoodOrder as { productDeliveryFee?: unknown }).productDeliveryFee).toEqual(
      (order.iFoodOrder as { productDeliveryFee?: unknown }).productDeliveryFee,
    );
    expect(saved.iFoodOrder.deliveryAddress).toEqual(order.iFoodOrder.deliveryAddress);
    // 3 × 24,90 + 7,00 + 8,50
    expect(saved.totalPedido).toBe(90.2);
    expect(saved.iFoodOrder.totalPrice).toBe(90.2);
    expect(addressLines(saved)).toEqual([]);
  });

  it('an edit that sends them unchanged (as the order form does: no coordinates, no fee product) keeps them', async () => {
    const order = await deliveryOrder();
    const edit = editOf(order, 1, ['productDeliveryFee']);
    const { coordinates: _dropped, ...typed } = STORED_ADDRESS;
    edit.iFoodOrder.deliveryAddress = { ...typed, complement: ' Apto 12 ' };
    const res = await save(edit);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TOrder>();
    // The stored address stays as stored, with the coordinates the route planner found.
    expect(saved.iFoodOrder.deliveryAddress).toEqual(order.iFoodOrder.deliveryAddress);
    expect(saved.iFoodOrder.deliveryAddress?.coordinates).toEqual(STORED_ADDRESS.coordinates);
    expect((saved.iFoodOrder as { productDeliveryFee?: { id?: number } }).productDeliveryFee?.id).toBe(
      (order.iFoodOrder as { productDeliveryFee?: { id?: number } }).productDeliveryFee?.id,
    );
    expect(saved.iFoodOrder.deliveryFee).toBe(8.5);
    // 1 × 24,90 + 7,00 + 8,50
    expect(saved.totalPedido).toBe(40.4);
    expect(addressLines(saved)).toEqual([]);
  });

  it('an edit that changes the address applies the new one (no old coordinates) and logs it', async () => {
    const order = await deliveryOrder();
    const edit = editOf(order, 2);
    edit.iFoodOrder.deliveryAddress = {
      streetName: 'Rua Augusta',
      streetNumber: '1500',
      neighborhood: 'Consolação',
      city: 'São Paulo',
    };
    const res = await save(edit);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TOrder>();
    expect(saved.iFoodOrder.deliveryAddress).toEqual(edit.iFoodOrder.deliveryAddress);
    expect(saved.iFoodOrder.deliveryFee).toBe(8.5);
    expect(addressLines(saved)).toHaveLength(1);
    expect(addressLines(saved)[0]).toMatch(
      /Endereço de entrega alterado por caixa em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: Rua Augusta, 1500 - Consolação - São Paulo\.$/,
    );
  });

  it('an edit that changes the fee applies it, and one that removes it (explicit null) applies too', async () => {
    const order = await deliveryOrder();
    const fee = await feeProduct();
    const changed = editOf(order, 2);
    changed.iFoodOrder.deliveryFee = 12;
    changed.iFoodOrder.productDeliveryFee = null;
    const res = await save(changed);
    expect(res.statusCode, res.body).toBe(200);
    const raised = res.json<TOrder>();
    expect(raised.iFoodOrder.deliveryFee).toBe(12);
    expect((raised.iFoodOrder as { productDeliveryFee?: unknown }).productDeliveryFee ?? null).toBeNull();
    expect(raised.totalPedido).toBe(68.8);

    const removal = editOf(raised, 2);
    removal.iFoodOrder.deliveryFee = null;
    removal.iFoodOrder.productDeliveryFee = null;
    const removed = await save(removal);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<TOrder>().iFoodOrder.deliveryFee ?? 0).toBe(0);
    expect(removed.json<TOrder>().totalPedido).toBe(56.8);
    expect(fee.id).toBeGreaterThan(0);
  });

  it('a removal of the fee is still refused when less than the fee is pending (doc 1 §5 "Fees")', async () => {
    const order = await deliveryOrder();
    const paid = editOf(order, 2);
    paid.iFoodOrder.payments = [await paymentOf(ctx, 'DIN', 65.3)];
    const res = await save(paid);
    expect(res.statusCode, res.body).toBe(200);
    const removal = editOf(res.json<TOrder>(), 2);
    removal.iFoodOrder.deliveryFee = null;
    const refused = await save(removal);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe(MSG.DELIVERY_FEE_REMOVAL_ABOVE_PENDING);
  });

  it('switching to take-out with the fee and the address left out drops both (doc 2 §4.3)', async () => {
    const order = await deliveryOrder();
    const edit = editOf(order, 2, ['deliveryAddress', 'deliveryFee', 'productDeliveryFee']);
    edit.iFoodOrder.deliveryMethod = { mode: 'TAKEOUT' };
    const res = await save(edit);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TOrder>();
    expect(saved.iFoodOrder.deliveryAddress ?? null).toBeNull();
    expect(saved.iFoodOrder.deliveryFee ?? null).toBeNull();
    expect(saved.totalPedido).toBe(56.8);
  });

  it('an older terminal that leaves them out still merges its added line onto the current version', async () => {
    const order = await deliveryOrder();
    const first = editOf(order, 2);
    first.iFoodOrder.items = [
      ...first.iFoodOrder.items,
      { name: 'Batata frita', quantity: 1, price: 12, notSaved: true },
    ];
    expect((await save(first)).statusCode).toBe(200);
    const stale = editOf(order, 2, ['deliveryAddress', 'deliveryFee', 'productDeliveryFee']);
    stale.iFoodOrder.items = [...stale.iFoodOrder.items, { name: 'Suco', quantity: 1, price: 9, notSaved: true }];
    const res = await save(stale);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TOrder>();
    expect(saved.iFoodOrder.items.map((i) => [i.name, i.quantity])).toEqual([
      ['X-Burger', 2],
      ['Refrigerante lata 350ml', 1],
      ['Batata frita', 1],
      ['Suco', 1],
    ]);
    expect(saved.iFoodOrder.deliveryFee).toBe(8.5);
    expect(saved.iFoodOrder.deliveryAddress).toEqual(order.iFoodOrder.deliveryAddress);
    // 2 × 24,90 + 7,00 + 12,00 + 9,00 + 8,50
    expect(saved.totalPedido).toBe(86.3);
  });
});
