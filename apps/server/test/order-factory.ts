import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import type { TestContext } from './helpers';

/** A small valid order body (counter sale of two items unless overridden). */
export function makeOrderInput(overrides: Partial<TOrderSaveRequest> = {}): TOrderSaveRequest {
  return {
    tipo: 'BALCAO',
    iFoodOrder: {
      customer: { name: 'MARIA DA SILVA', phone: '11987654321' },
      deliveryMethod: { mode: 'TAKEOUT' },
      items: [
        { name: 'X-Burger', quantity: 2, price: 24.9 },
        { name: 'Refrigerante lata 350ml', quantity: 1, price: 7 },
      ],
      payments: [],
    },
    ...overrides,
  };
}

/** Fills what the §5.1 rules need: a customer and an address for delivery, a seller for a waiter's items. */
export async function completeOrderInput(ctx: TestContext, as: string, input: TOrderSaveRequest) {
  if (input.tipo === 'DELIVERY' && !input.pessoaCliente) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api-v2/pessoa/list?q=maria',
      headers: await ctx.auth('caixa'),
    });
    const maria = res.json<{ id: number }[]>()[0]!;
    const sameUnit = (await ctx.session(as)).unidade.id === (await ctx.session('caixa')).unidade.id;
    if (sameUnit) input.pessoaCliente = { id: maria.id };
  }
  if (input.iFoodOrder.deliveryMethod?.mode === 'DELIVERY' && !input.iFoodOrder.deliveryAddress) {
    input.iFoodOrder.deliveryAddress = {
      streetName: 'Rua Augusta',
      streetNumber: '1500',
      neighborhood: 'Consolação',
      city: 'São Paulo',
    };
  }
  const profile = await ctx.session(as);
  if (profile.permissoes.includes('ROLE_GARCOM_PEDIDO')) {
    input.iFoodOrder.items = input.iFoodOrder.items.map((i) => ({ ...i, pessoaVendedor: { id: profile.pessoa!.id } }));
  }
  return input;
}

export async function createOrder(ctx: TestContext, as = 'caixa', overrides: Partial<TOrderSaveRequest> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers: await ctx.auth(as),
    payload: await completeOrderInput(ctx, as, makeOrderInput(overrides)),
  });
  if (res.statusCode !== 200) throw new Error(`createOrder: ${res.statusCode} ${res.body}`);
  return res.json<TOrder>();
}

export async function setParameter(ctx: TestContext, as: string, chave: string, codigo: string) {
  const { parametro } = await import('../src/db/schema');
  const { and, eq } = await import('drizzle-orm');
  const profile = await ctx.session(as);
  await ctx.database.db
    .update(parametro)
    .set({ codigo, valorString: codigo })
    .where(and(eq(parametro.unidadeId, profile.unidade.id), eq(parametro.chave, chave)));
}

const methodIds = new WeakMap<TestContext, Map<string, number>>();

/** A new payment as a terminal sends it: the amount and the unit's payment method of that code (not TEF). */
export async function paymentOf(ctx: TestContext, codigo: string, value: number) {
  if (!methodIds.has(ctx)) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/service?action=list&entity=formaPagamento',
      headers: await ctx.auth('caixa'),
    });
    const methods = res.json<{ id: number; codigo: string; utilizaTef: boolean }[]>().filter((m) => !m.utilizaTef);
    methodIds.set(ctx, new Map(methods.map((m) => [m.codigo, m.id])));
  }
  return { value, formaPagamento: { id: methodIds.get(ctx)!.get(codigo)! } };
}
