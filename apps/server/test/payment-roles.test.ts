import type { TOrder } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, withoutRole, type TestContext } from './helpers';
import { createOrder, paymentOf } from './order-factory';

/**
 * doc 1 §5-6: a payment needs a role that works the order; ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO blocks payment
 * and the card terminal. A unit that contracted only tabs and tables takes a tab's payment from its waiter; the
 * demo waiter holds the block role.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BASE = '/api-v2/pedidoIntegracao';
const post = async (as: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: await ctx.auth(as), payload });
async function openTab(number: string) {
  return createOrder(ctx, 'garcom', {
    tipo: 'COMANDA',
    identificadorPrincipal: number,
    quantidadePessoas: 1,
    iFoodOrder: { items: [{ name: 'Chopp', quantity: 1, price: 10 }], payments: [] },
  });
}
const withPayment = async (tab: TOrder) => ({
  ...tab,
  iFoodOrder: { ...tab.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 10)] },
});

describe('who takes money (doc 1 §5-6)', () => {
  it('refuses the demo waiter (block role) the register and the payment, and nothing is paid', async () => {
    const tab = await openTab('71');
    const open = await post('garcom', '/api-v2/aberturaTurno/abrir', { valorAbertura: 0 });
    expect(open.statusCode).toBe(403);
    const pay = await post('garcom', BASE, await withPayment(tab));
    expect(pay.statusCode).toBe(403);
    expect(pay.json().errorMessage).toBe(MSG.NO_PAYMENT_PERMISSION);
    const stored = await ctx.app.inject({ method: 'GET', url: `${BASE}/${tab.id}`, headers: await ctx.auth('caixa') });
    expect(stored.json<TOrder>().iFoodOrder.payments ?? []).toEqual([]);
  });

  it('lets a waiter without the block role open his register and take his tab’s payment', async () => {
    await withoutRole(ctx, 'garcom', ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_PAGAMENTO, async () => {
      const tab = await openTab('72');
      expect((await post('garcom', '/api-v2/aberturaTurno/abrir', { valorAbertura: 0 })).statusCode).toBe(200);
      const pay = await post('garcom', BASE, await withPayment(tab));
      expect(pay.statusCode, pay.body).toBe(200);
      expect(pay.json<TOrder>().pago).toBe(true);
      // ... but not a counter order's: that type is not his (doc 4 §6).
      const counter = await createOrder(ctx, 'caixa', { tipo: 'BALCAO' });
      const other = await post('garcom', BASE, {
        ...counter,
        iFoodOrder: { ...counter.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', 1)] },
      });
      expect(other.statusCode).toBe(403);
    });
  });
});
