import type { TOrder, TOrderFiscalPart } from '@brasa/contracts';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/make-order';
import { matchesFilters, type BoardFilters } from './board-filters';
import { hasInvoice, invoiceBadge } from './invoice-status';

const part = (over: Partial<TOrderFiscalPart>): TOrderFiscalPart => ({
  status: 100,
  statusDescricao: 'NFC-e autorizada',
  msgStatus: 'Autorizado o uso da NF-e',
  chave: '3'.repeat(44),
  modelo: '65',
  nomeNotaFiscal: null,
  cpfCnpj: null,
  idNotaFiscal: 1,
  tipoEmissao: 1,
  situacao: 'AUTORIZADA',
  ...over,
});
const withPart = (pedido: TOrderFiscalPart | null, comNF = false) => ({ ...makeOrder({ comNF }), pedido }) as TOrder;

describe('the invoice status of a card (doc 2 §2.1) read from the order’s pedido part', () => {
  it('labels and colours each state', () => {
    expect(invoiceBadge(withPart(part({})))).toMatchObject({ label: 'NFC-e 100', color: 'success' });
    expect(invoiceBadge(withPart(part({ status: 150 })))).toMatchObject({ label: 'NFC-e 150', color: 'success' });
    expect(invoiceBadge(withPart(part({ status: 0, situacao: 'CONTINGENCIA', tipoEmissao: 9 })))).toMatchObject({
      label: 'NFC-e contingência',
      color: 'warning',
    });
    expect(invoiceBadge(withPart(part({ status: 778, situacao: 'REJEITADA', msgStatus: 'NCM' })))).toEqual({
      label: 'NFC-e rejeitada 778',
      color: 'error',
      title: 'NCM',
    });
    expect(invoiceBadge(withPart(part({ status: 101, situacao: 'CANCELADA', modelo: '55' })))).toMatchObject({
      label: 'NF-e cancelada',
    });
    expect(invoiceBadge(withPart(null))).toMatchObject({ label: 'Sem NF', color: 'default' });
    expect(invoiceBadge(withPart(null, true))).toMatchObject({ label: 'Com NF', color: 'success' });
  });

  it('the with/without invoice filter follows the document, not a stale flag', () => {
    const filters = (invoice: BoardFilters['invoice']) =>
      ({ types: [], invoice, situations: [], channels: [], imported: 'both' }) as BoardFilters;
    const authorized = withPart(part({}), false);
    const rejected = withPart(part({ status: 778, situacao: 'REJEITADA' }), true);
    const offline = withPart(part({ status: 0, situacao: 'CONTINGENCIA' }));
    expect(hasInvoice(authorized)).toBe(true);
    expect(hasInvoice(rejected)).toBe(false);
    expect(hasInvoice(offline)).toBe(true);
    expect(matchesFilters(authorized, filters(['WITH']))).toBe(true);
    expect(matchesFilters(rejected, filters(['WITH']))).toBe(false);
    expect(matchesFilters(rejected, filters(['WITHOUT']))).toBe(true);
  });
});
