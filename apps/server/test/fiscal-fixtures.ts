import type { TOrder, TOrderSaveRequest } from '@brasa/contracts';
import { generateTestPfx, loadPfx, type A1Certificate } from '../src/providers/fiscal/certificate';
import type { FiscalIssuer, NFeInput } from '../src/providers/fiscal/xml';
import type { TestContext } from './helpers';
import { createOrder, paymentOf } from './order-factory';

let cached: { pfx: string; cert: A1Certificate } | undefined;

/** One test certificate per test process (RSA key generation takes a moment). */
export function testCertificate(): { pfx: string; cert: A1Certificate } {
  if (!cached) {
    const pfx = generateTestPfx({ razaoSocial: 'BRASA RESTAURANTE LTDA', cnpj: '11222333000181', password: 'teste' });
    cached = { pfx, cert: loadPfx(pfx, 'teste') };
  }
  return cached;
}

export const TEST_ISSUER: FiscalIssuer = {
  cnpj: '11222333000181',
  ie: '111111111111',
  razaoSocial: 'Brasa Restaurante Ltda',
  nomeFantasia: 'Brasa',
  crt: 1,
  endereco: {
    xLgr: 'Rua Augusta',
    nro: '1000',
    xBairro: 'Consolação',
    cMun: '3550308',
    xMun: 'São Paulo',
    uf: 'SP',
    cep: '01305-100',
    fone: '(11) 3333-4444',
  },
};

export function nfceInput(overrides: Partial<NFeInput> = {}): NFeInput {
  return {
    modelo: '65',
    serie: 1,
    numero: 42,
    cNF: '73519264',
    tpEmis: 1,
    tpAmb: 2,
    dhEmi: new Date('2026-11-24T15:30:00Z'),
    emitente: TEST_ISSUER,
    itens: [
      {
        codigo: '10',
        descricao: 'Picanha na brasa',
        unidade: 'UN',
        quantidade: 2,
        fiscal: { ncm: '21069090', cfop: '5102', origem: 0, icms: '102', pisCofinsCst: '49' },
        grossCents: 15980,
        discountCents: 0,
      },
      {
        codigo: '20',
        descricao: 'Refrigerante lata & gelo',
        unidade: 'UN',
        quantidade: 3,
        gtin: '7894900011517',
        fiscal: { ncm: '22021000', cfop: '5405', origem: 0, icms: '500', cest: '0300700', pisCofinsCst: '04' },
        grossCents: 2100,
        discountCents: 100,
      },
    ],
    orderDiscountCents: 500,
    otherChargesCents: 1598,
    pagamentos: [
      { tPag: '01', valorCents: 10000 },
      {
        tPag: '03',
        valorCents: 9078,
        cartao: { integrado: true, cnpjCredenciadora: '01027058000191', bandeira: '01', autorizacao: 'A1B2C3' },
      },
    ],
    ...overrides,
  };
}

/**
 * An order paid in cash and imported, as the cashier leaves it before the invoice (doc 2 §5.7: the invoice needs
 * the order imported); `imported: false` stops after the payment.
 */
export async function paidOrder(
  ctx: TestContext,
  as = 'caixa',
  options: { imported?: boolean; overrides?: Partial<TOrderSaveRequest> } = {},
): Promise<TOrder> {
  const order = await createOrder(ctx, as, options.overrides);
  const headers = await ctx.auth(as);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers,
    payload: {
      id: order.id,
      version: order.version,
      tipo: order.tipo,
      identificadorPrincipal: order.identificadorPrincipal,
      ...(order.pessoaCliente ? { pessoaCliente: { id: order.pessoaCliente.id } } : {}),
      iFoodOrder: { ...order.iFoodOrder, payments: [await paymentOf(ctx, 'DIN', order.totalPedido)] },
    },
  });
  if (res.statusCode !== 200) throw new Error(`paidOrder: ${res.statusCode} ${res.body}`);
  const paid = res.json<TOrder>();
  if (!paid.pago) throw new Error('paidOrder: the order is not paid');
  if (options.imported === false) return paid;
  const imported = await ctx.app.inject({
    method: 'POST',
    url: `/api-v2/pedidoIntegracao/importar/${order.id}`,
    headers,
  });
  if (imported.statusCode !== 200) throw new Error(`paidOrder import: ${imported.statusCode} ${imported.body}`);
  return imported.json<TOrder>();
}
