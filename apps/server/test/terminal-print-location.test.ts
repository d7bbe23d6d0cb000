import type { TFormaPagamento, TOrder, TOrderSaveRequest } from '@brasa/contracts';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressao, localImpressao } from '../src/db/schema';
import {
  DEFAULT_PRINT_LOCATION,
  printLocationOf,
  terminalPrintLocation,
} from '../src/modules/orders/production/print-location';
import { createTestContext, type TestContext } from './helpers';
import { createOrder, setParameter } from './order-factory';

/**
 * Issue 31 §4: the prints the server starts (confirm with IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR, a payment that
 * releases held items, a tab's close) go to the print location of the terminal that caused them (its local setting,
 * sent in the X-Brasa-Local-Impressao header), CAIXA without one; an unknown or another unit's location, or a
 * malformed header, falls back to CAIXA and never fails the change.
 */
/** The header the web's api client sends (shared/api/api-client.ts). */
const PRINT_LOCATION_HEADER = 'x-brasa-local-impressao';

let ctx: TestContext;
let methods: TFormaPagamento[];

beforeAll(async () => {
  ctx = await createTestContext();
  const own = (await ctx.session('caixa')).unidade.id;
  const other = (await ctx.session('caixa_filial')).unidade.id;
  await ctx.database.db.insert(localImpressao).values([
    { unidadeId: own, chave: 'COZINHA_2', descricao: 'Cozinha 2' },
    { unidadeId: other, chave: 'SALAO_FILIAL', descricao: 'Salão da filial' },
  ]);
  const headers = await ctx.auth('caixa');
  methods = (await ctx.app.inject({ method: 'GET', url: '/service?action=list&entity=formaPagamento', headers })).json<
    TFormaPagamento[]
  >();
});
afterAll(() => ctx.close());

const BASE = '/api-v2/pedidoIntegracao';
const post = async (url: string, payload?: unknown, terminal?: string | Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(await ctx.auth('caixa')),
      ...(typeof terminal === 'string' ? { [PRINT_LOCATION_HEADER]: terminal } : (terminal ?? {})),
    },
    ...(payload ? { payload: payload as object } : {}),
  });

const jobsOf = (orderId: number, origem: string) =>
  ctx.database.db
    .select({ localImpressao: impressao.localImpressao })
    .from(impressao)
    .where(and(eq(impressao.pedidoId, orderId), eq(impressao.origem, origem)));

async function withParameter(chave: string, run: () => Promise<void>) {
  await setParameter(ctx, 'caixa', chave, 'S');
  try {
    await run();
  } finally {
    await setParameter(ctx, 'caixa', chave, 'N');
  }
}

/** Confirms a new order from a terminal whose header is `terminal`; answers the status code and the job's location. */
async function confirmFrom(terminal?: string | Record<string, string>) {
  const order = await createOrder(ctx);
  const res = await post(`${BASE}/situacao/${order.id}/CONFIRMADO`, undefined, terminal);
  return { status: res.statusCode, jobs: await jobsOf(order.id, 'CONFIRMACAO') };
}

describe('prints the server starts go to the terminal print location', () => {
  it('confirm with IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR prints at the terminal location', async () => {
    await withParameter('IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', async () => {
      expect(await confirmFrom('COZINHA_2')).toEqual({ status: 200, jobs: [{ localImpressao: 'COZINHA_2' }] });
      // Surrounding blanks are not part of the key.
      expect(await confirmFrom('  COZINHA_2 ')).toEqual({ status: 200, jobs: [{ localImpressao: 'COZINHA_2' }] });
    });
  });

  it('without the header (no terminal setting) prints at CAIXA', async () => {
    await withParameter('IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', async () => {
      expect(await confirmFrom()).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
      expect(await confirmFrom('')).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
    });
  });

  it("falls back to CAIXA for an unknown location or another unit's, never refusing the confirm", async () => {
    await withParameter('IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', async () => {
      expect(await confirmFrom('NAO_EXISTE')).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
      expect(await confirmFrom('SALAO_FILIAL')).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
      // Keys are compared as they are stored: a different case is another key.
      expect(await confirmFrom('cozinha_2')).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
    });
  });

  it('a too long or malformed header falls back to CAIXA, never a 500', async () => {
    await withParameter('IMPRIMIR_AUTOMATICAMENTE_AO_CONFIRMAR', async () => {
      const fallback = { status: 200, jobs: [{ localImpressao: 'CAIXA' }] };
      expect(await confirmFrom('C'.repeat(61))).toEqual(fallback);
      expect(await confirmFrom(`COZINHA_2${'_'.repeat(4000)}`)).toEqual(fallback);
      expect(await confirmFrom('COZINHA\t2')).toEqual(fallback);
      expect(await confirmFrom("CAIXA'; drop table impressao; --")).toEqual(fallback);
      // Sent twice: Node joins them ("COZINHA_2, BAR"), which is no key.
      const twice = await createOrder(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/situacao/${twice.id}/CONFIRMADO`,
        headers: { ...(await ctx.auth('caixa')), [PRINT_LOCATION_HEADER]: ['COZINHA_2', 'BAR'] },
      });
      expect(res.statusCode).toBe(200);
      expect(await jobsOf(twice.id, 'CONFIRMACAO')).toEqual([{ localImpressao: 'CAIXA' }]);
    });
  });

  it('a payment that releases held items prints at the terminal location', async () => {
    await withParameter('NOTIFICAR_PAGAMENTO_PEDIDO', async () => {
      const order = await createOrder(ctx, 'caixa', {
        iFoodOrder: {
          items: [{ name: 'X-Burger', quantity: 1, price: 24.9, status: 'PENDENTE', localNotification: 'COZINHA' }],
          payments: [],
        },
      });
      expect(order.statusNotificacao).toBe('NOTIFICAR_PAGAMENTO');
      const din = methods.find((m) => m.codigo === 'DIN' && !m.utilizaTef)!;
      const paid: TOrderSaveRequest = {
        id: order.id,
        version: order.version,
        tipo: order.tipo,
        pessoaCliente: order.pessoaCliente,
        iFoodOrder: { ...order.iFoodOrder, payments: [{ value: 24.9, formaPagamento: { id: din.id } } as never] },
      };
      const res = await post(BASE, paid, 'COZINHA_2');
      expect(res.statusCode).toBe(200);
      expect(res.json<TOrder>().statusNotificacao).toBe('NOTIFICADO');
      expect(await jobsOf(order.id, 'PAGAMENTO')).toEqual([{ localImpressao: 'COZINHA_2' }]);
      // The kitchen ticket still goes to the item's own place, whatever the terminal.
      expect(await jobsOf(order.id, 'NOTIFICACAO')).toEqual([{ localImpressao: 'COZINHA' }]);
    });
  });

  let nextTab = 11;
  it('closing a tab with imprimirPedido prints at the terminal location; an unknown one at CAIXA', async () => {
    const close = async (terminal?: string) => {
      const tab = await createOrder(ctx, 'caixa', {
        tipo: 'COMANDA',
        identificadorPrincipal: String(nextTab++),
        iFoodOrder: { items: [{ name: 'Chopp', quantity: 2, price: 10 }], payments: [] },
      });
      const res = await post(
        `${BASE}/fecharPedido/${tab.id}`,
        { version: tab.version, imprimirPedido: true },
        terminal,
      );
      return { status: res.statusCode, jobs: await jobsOf(tab.id, 'FECHAMENTO') };
    };
    expect(await close('BAR')).toEqual({ status: 200, jobs: [{ localImpressao: 'BAR' }] });
    expect(await close('COZINHA_2')).toEqual({ status: 200, jobs: [{ localImpressao: 'COZINHA_2' }] });
    expect(await close()).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
    expect(await close('SALAO_FILIAL')).toEqual({ status: 200, jobs: [{ localImpressao: 'CAIXA' }] });
  });

  it('a change from no terminal (the marketplace confirmation, a job: no headers at all) prints at CAIXA', async () => {
    const unidadeId = (await ctx.session('caixa')).unidade.id;
    const system = { session: { unidadeId, username: 'Confirmação automática' } } as unknown as FastifyRequest;
    expect(printLocationOf(system)).toBeUndefined();
    expect(await terminalPrintLocation(ctx.database.db, system)).toBe(DEFAULT_PRINT_LOCATION);
    const terminal = { ...system, headers: { [PRINT_LOCATION_HEADER]: 'COZINHA_2' } } as unknown as FastifyRequest;
    expect(await terminalPrintLocation(ctx.database.db, terminal)).toBe('COZINHA_2');
  });
});
