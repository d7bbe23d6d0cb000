// @module-tag no-sql
import type { TOrder } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { orderBarcode, parseDispatchInput } from '@brasa/domain';
import type { ProductionTicketContent } from '../src/print/print-jobs';
import { ticketHtml } from '../src/print/render-html';
import { ticketText } from '../src/print/ticket';
import { kitchenTicket, orderReceipt, tefReceipt, type TicketContext } from '../src/print/tickets';

/** A small stored order (the API's shape), overridable. */
function makeOrder(overrides: Partial<TOrder> = {}, body: Partial<TOrder['iFoodOrder']> = {}): TOrder {
  return {
    id: 41,
    sequencial: 7,
    tipo: 'MESA',
    identificadorPrincipal: '5',
    identificadorSecundario: null,
    complementoIdentificador: null,
    pessoaCliente: null,
    totalPedido: 59.8,
    levarTrocoPara: null,
    iFoodOrder: {
      items: [
        {
          referenceCode: 'a',
          name: 'Picanha na chapa',
          quantity: 2,
          price: 24.9,
          totalPrice: 49.8,
          totalServico: 4.98,
          subItems: [{ name: 'Farofa', quantity: 1 }],
          observations: 'ao ponto',
          pessoaVendedor: { id: 3, nome: 'Garçom Zé' },
        },
        { referenceCode: 'b', name: 'Guaraná', quantity: 1, price: 10, totalPrice: 10 },
      ],
      payments: [{ name: 'Dinheiro', value: 70 }],
      subTotal: 59.8,
      totalPrice: 64.78,
      ...body,
    },
    ...overrides,
  } as unknown as TOrder;
}

const ctx: TicketContext = { unitName: 'Brasa Matriz', printedAt: new Date(2026, 10, 24, 20, 5), barcode: false };
const kitchen: ProductionTicketContent = {
  tipo: 'COZINHA',
  itens: [
    {
      referenceCode: 'a',
      name: 'Picanha na chapa',
      quantity: 2,
      observations: 'ao ponto',
      subItems: [{ name: 'Farofa', quantity: 1 }],
    },
  ],
};

describe('tickets', () => {
  it('the order receipt: unit, number, type, table, items with sub-items, totals, payments and change', () => {
    const text = ticketText(orderReceipt(makeOrder(), ctx), 48);
    expect(text).toContain('Brasa Matriz');
    expect(text).toContain('Pedido #7 - Mesa');
    expect(text).toContain('24/11/2026 20:05');
    expect(text).toMatch(/2x Picanha na chapa +R\$ 49,80/);
    expect(text).toContain('+ 1x Farofa');
    expect(text).toContain('Obs.: ao ponto');
    expect(text).toMatch(/Taxa de serviço +R\$ 4,98/);
    expect(text).toMatch(/TOTAL +R\$ 64,78/);
    expect(text).toMatch(/Dinheiro +R\$ 70,00/);
    expect(text).toMatch(/Troco +R\$ 5,22/);
    expect(text).toContain('Garçom: Garçom Zé');
  });

  it('a delivery receipt has the customer and the address', () => {
    const order = makeOrder(
      { tipo: 'DELIVERY', pessoaCliente: { id: 1, nome: 'Maria' } },
      { deliveryAddress: { streetName: 'Rua Augusta', streetNumber: '1500', neighborhood: 'Consolação' } },
    );
    const text = ticketText(orderReceipt(order, ctx), 48);
    expect(text).toContain('Cliente: Maria');
    expect(text).toContain('Endereço: Rua Augusta, 1500 - Consolação');
  });

  it('the close of a tab shows the fee and the split text', () => {
    const order = makeOrder({}, {
      divideInvoiceObservation: 'Dividido em 2 pessoa(s): R$ 32,39 por pessoa.',
    } as object);
    const text = ticketText(orderReceipt(order, ctx, { closing: true }), 48);
    expect(text).toContain('FECHAMENTO DE CONTA');
    expect(text).toMatch(/Taxa de serviço +R\$ 4,98/);
    expect(text).toContain('Dividido em 2 pessoa(s): R$ 32,39 por pessoa.');
    expect(ticketText(orderReceipt(order, ctx), 48)).not.toContain('Dividido em');
  });

  it('the kitchen ticket: big item names with quantities, sub-items, observations, table and waiter', () => {
    const ticket = kitchenTicket(makeOrder(), kitchen, ctx);
    const big = ticket.blocks.filter((b) => b.kind === 'text' && b.big).map((b) => (b.kind === 'text' ? b.text : ''));
    expect(big).toContain('2 x Picanha na chapa');
    const text = ticketText(ticket, 32);
    expect(text).toContain('Mesa 5');
    expect(text).toContain('+ 1x Farofa');
    expect(text).toContain('Obs.: ao ponto');
    expect(text).toContain('Garçom: Garçom Zé');
    expect(text).not.toContain('Guaraná');
    expect(text).not.toContain('||');
    // With the barcode parameter on, the order's EAN-13, which the dispatch input reads back as this order.
    const code = orderBarcode(41);
    expect(ticketText(kitchenTicket(makeOrder(), kitchen, { ...ctx, barcode: true }), 32)).toContain(`|| ${code} ||`);
    expect(parseDispatchInput(code)).toEqual({ ok: true, value: { kind: 'order', id: 41 } });
    expect(ticketText(orderReceipt(makeOrder(), { ...ctx, barcode: true }), 48)).toContain(`|| ${code} ||`);
    expect(ticketText(orderReceipt(makeOrder(), ctx), 48)).not.toContain('||');
  });

  it("the cancellation ticket: 'CANCELADO' big, the items and the reason", () => {
    const content: ProductionTicketContent = {
      tipo: 'CANCELAMENTO',
      itens: [{ name: 'Picanha na chapa', quantity: 1, subItems: [], motivo: 'Cliente desistiu' }],
    };
    const ticket = kitchenTicket(makeOrder(), content, ctx);
    expect(ticket.blocks[0]).toMatchObject({ kind: 'text', text: 'CANCELADO', big: true });
    const text = ticketText(ticket, 48);
    expect(text).toContain('1 x Picanha na chapa');
    expect(text).toContain('Motivo: Cliente desistiu');
  });

  it('the card-terminal receipt is printed as given, spaces kept', () => {
    const text = ticketText(tefReceipt('VIA CLIENTE\nVALOR:      R$ 10,00'), 48);
    expect(text).toBe('VIA CLIENTE\nVALOR:      R$ 10,00');
  });

  it('the HTML is the same lines, escaped', () => {
    const html = ticketHtml(orderReceipt(makeOrder({}, { observations: '<b>sem sal</b>' }), ctx), 48);
    expect(html).toContain('2x Picanha na chapa');
    expect(html).toContain('&lt;b&gt;sem sal&lt;/b&gt;');
    expect(html).not.toContain('<b>sem sal');
  });
});

describe('layout', () => {
  it('wraps words to the width, keeping the indentation of sub-items and observations', async () => {
    const { wrapText } = await import('../src/print/ticket');
    expect(wrapText('  Obs.: sem cebola e sem tomate por favor', 20)).toEqual([
      '  Obs.: sem cebola e',
      '  sem tomate por',
      '  favor',
    ]);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
