// @module-tag no-sql
import type { TLoyaltyIntegration, TLoyaltyScore, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integracao, unidade } from '../src/db/schema';
import { centsOfPathTotal } from '../src/modules/loyalty/routes';
import { LOYALTY_SANDBOX_TOKEN } from '../src/providers/loyalty';
import { sharedSandboxServer } from '../src/sandbox';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';
import { paidOrder } from './fiscal-fixtures';

let ctx: TestContext;
let sandboxUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sandboxUrl = (await sharedSandboxServer()).url;
}, 60_000);
afterAll(() => ctx.close());

const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx
    .auth(as)
    .then((headers) => ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }));

type Awards = { pontuacoes: { provedor: string; referencia: string; valor: number; pontos: number }[] };
const awards = async () =>
  (await fetch(`${sandboxUrl}/sandbox/fidelidade/sandbox/pontuacoes`)).json() as Promise<Awards>;
const totalText = (o: TOrder) => o.totalPedido.toFixed(2).replace('.', ',');

describe('loyalty', () => {
  it('lists the demo loyalty integration; the other unit has none', async () => {
    const own = (await call('caixa', 'GET', LOGISTICS_PATHS.integracoesFidelidade)).json<TLoyaltyIntegration[]>();
    expect(own).toEqual([expect.objectContaining({ tipo: 'FM', exigeNome: false })]);
    expect((await call('caixa_filial', 'GET', LOGISTICS_PATHS.integracoesFidelidade)).json()).toEqual([]);
  });

  it('awards the order total given in the path, once per order, and logs it', async () => {
    const order = await paidOrder(ctx, 'caixa');
    const url = LOGISTICS_PATHS.pontuarFidelimax(order.id, encodeURIComponent(totalText(order)));
    const res = await call('caixa', 'POST', url, { cpf: '529.982.247-25', nome: 'Maria' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TLoyaltyScore>()).toMatchObject({
      pontos: Math.floor(order.totalPedido),
      mensagem: MSG.CONSUMER_SCORED,
    });
    const again = await call('caixa', 'POST', url, { cpf: '52998224725' });
    expect(again.json<TLoyaltyScore>().pontos).toBe(Math.floor(order.totalPedido));
    const mine = (await awards()).pontuacoes.filter(
      (a) => a.provedor === 'FM' && a.referencia.endsWith(`-${order.id}`),
    );
    expect(mine).toEqual([expect.objectContaining({ valor: order.totalPedido })]);
    const logs = (await call('caixa', 'GET', `/api-v2/pedidoIntegracao/${order.id}`)).json<TOrder>().logs;
    expect(logs).toContain('Consumidor pontuado');
  });

  it('scores only a paid, imported order (doc 2 §2.7: after the import)', async () => {
    const open = await createOrder(ctx, 'caixa');
    const unpaid = await call(
      'caixa',
      'POST',
      LOGISTICS_PATHS.pontuarFidelimax(open.id, encodeURIComponent(totalText(open))),
      {
        cpf: '52998224725',
      },
    );
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errorMessage).toBe(MSG.erroPontuarConsumidor('pedido não pago.'));
    const notImported = await paidOrder(ctx, 'caixa', { imported: false });
    const res = await call(
      'caixa',
      'POST',
      LOGISTICS_PATHS.pontuarFidelimax(notImported.id, encodeURIComponent(totalText(notImported))),
      { cpf: '52998224725' },
    );
    expect(res.json().errorMessage).toBe(MSG.erroPontuarConsumidor('pedido não importado.'));
    const none = (await awards()).pontuacoes.filter((a) =>
      [open.id, notImported.id].some((id) => a.referencia.endsWith(`-${id}`)),
    );
    expect(none).toEqual([]);
  });

  it('refuses a total in the path that is not the order total, and a customer without CPF or phone', async () => {
    const order = await paidOrder(ctx, 'caixa');
    const wrong = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarFidelimax(order.id, '9999,00'), {
      cpf: '52998224725',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errorMessage).toBe(MSG.LOYALTY_TOTAL_MISMATCH);
    const nobody = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarFidelimax(order.id, totalText(order)), {
      nome: 'X',
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errorMessage).toBe(MSG.LOYALTY_CPF_OR_PHONE_REQUIRED);
    const badCpf = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarFidelimax(order.id, totalText(order)), {
      cpf: '111.111.111-12',
    });
    expect(badCpf.statusCode).toBe(422);
    expect((await awards()).pontuacoes.some((a) => a.referencia.endsWith(`-${order.id}`))).toBe(false);
  });

  it("refuses another unit's order and a role without the cashier", async () => {
    const order = await paidOrder(ctx, 'caixa');
    const url = LOGISTICS_PATHS.pontuarFidelimax(order.id, totalText(order));
    expect((await call('caixa_filial', 'POST', url, { cpf: '52998224725' })).statusCode).toBe(404);
    expect((await call('garcom', 'POST', url, { cpf: '52998224725' })).statusCode).toBe(403);
  });

  it('ZO needs the phone, ST needs the name; provider failures come back as the loyalty message', async () => {
    const [matriz] = await ctx.database.db.select().from(unidade).where(eq(unidade.nome, 'Matriz'));
    const rows = await ctx.database.db
      .insert(integracao)
      .values([
        { unidadeId: matriz!.id, tipo: 'ZO', descricao: 'ZO (teste)', segredos: { token: LOYALTY_SANDBOX_TOKEN } },
        { unidadeId: matriz!.id, tipo: 'ST', descricao: 'ST (teste)', segredos: { token: LOYALTY_SANDBOX_TOKEN } },
      ])
      .returning();
    try {
      const order = await paidOrder(ctx, 'caixa');
      const noPhone = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarZo(order.id), { nome: 'Ana' });
      expect(noPhone.json().errorMessage).toBe(MSG.LOYALTY_PHONE_REQUIRED);
      const zo = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarZo(order.id), {
        nome: 'Ana',
        fone: '(11) 98765-4321',
      });
      expect(zo.statusCode).toBe(200);
      const noName = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarStamps(order.id, totalText(order)), {
        telefone: '11987654321',
      });
      expect(noName.json().errorMessage).toBe(MSG.LOYALTY_NAME_REQUIRED);
      await fetch(`${sandboxUrl}/sandbox/fidelidade/sandbox/falhar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vezes: 1 }),
      });
      const down = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarStamps(order.id, totalText(order)), {
        nome: 'Ana',
      });
      expect(down.statusCode).toBe(502);
      expect(down.json().errorMessage).toMatch(/^Erro ao pontuar consumidor\. Erro: /);
      const st = await call('caixa', 'POST', LOGISTICS_PATHS.pontuarStamps(order.id, totalText(order)), {
        nome: 'Ana',
      });
      expect(st.statusCode).toBe(200);
      const mine = (await awards()).pontuacoes.filter((a) => a.referencia.endsWith(`-${order.id}`));
      expect(mine.map((a) => [a.provedor, a.valor]).sort()).toEqual([
        ['ST', order.totalPedido],
        ['ZO', order.totalPedido],
      ]);
    } finally {
      for (const r of rows)
        await ctx.database.db.update(integracao).set({ ativo: false }).where(eq(integracao.id, r.id));
    }
  });
});

describe('centsOfPathTotal', () => {
  it('reads the total as the paths carry it', () => {
    expect(centsOfPathTotal('56,80')).toBe(5680);
    expect(centsOfPathTotal('56.80')).toBe(5680);
    expect(centsOfPathTotal('1.234,56')).toBe(123456);
    expect(centsOfPathTotal('R$ 10,5')).toBe(1050);
    expect(centsOfPathTotal('abc')).toBeNull();
    expect(centsOfPathTotal('-3,00')).toBeNull();
  });
});
