// @module-tag no-sql
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachDemoPrinters } from '../src/demo/printers';
import { startVirtualPrinter, type VirtualPrinter } from '../src/providers/printer';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

let ctx: TestContext;
let bar: VirtualPrinter;

beforeAll(async () => {
  bar = await startVirtualPrinter({ name: 'BAR', port: 0 });
  const printers = new Map([['BAR', bar]]);
  ctx = await createTestContext({
    virtualPrinters: printers,
    print: { retryDelaySeconds: 1, retryBackoff: false, pollIntervalMs: 100 },
  });
  await attachDemoPrinters(ctx.database.db, printers);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await bar.close();
});

type SandboxAnswer = { impressoras: { local: string; ligada: boolean; tickets: { texto: string }[] }[] };

describe('GET /sandbox/impressoras', () => {
  it('shows an admin what the virtual printers received, decoded with accents, newest first', async () => {
    const order = await createOrder(ctx, 'caixa', {
      iFoodOrder: {
        customer: { name: 'JOÃO', phone: '11987654321' },
        deliveryMethod: { mode: 'TAKEOUT' },
        items: [{ name: 'Pão de queijo', quantity: 2, price: 5 }],
        payments: [],
      },
    });
    const print = await ctx.app.inject({
      method: 'POST',
      url: `/api-v2/impressaoAPI/enviarImpressaoApp/PedidoIntegracao/${order.id}?localImpressao=BAR`,
      headers: await ctx.auth('caixa'),
    });
    expect(print.statusCode).toBe(200);
    let answer: SandboxAnswer | undefined;
    for (let i = 0; i < 200; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sandbox/impressoras',
        headers: await ctx.auth('admin'),
      });
      expect(res.statusCode).toBe(200);
      answer = res.json<SandboxAnswer>();
      if (answer.impressoras[0]?.tickets.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const printer = answer!.impressoras[0]!;
    expect(printer).toMatchObject({ local: 'BAR', ligada: true });
    expect(printer.tickets[0]!.texto).toContain('Pão de queijo');
  });

  it('is for admins only: the virtual printers are shared by every unit of the process', async () => {
    const cashier = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/impressoras',
      headers: await ctx.auth('caixa'),
    });
    expect(cashier.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/sandbox/impressoras' });
    expect(anonymous.statusCode).toBe(401);
  });
});
