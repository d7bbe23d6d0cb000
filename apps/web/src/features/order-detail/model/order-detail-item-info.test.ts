import type { TOrderItem } from '@brasa/contracts';
import { ITEM_STATUSES, MSG } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUS_LABELS, itemLogsText, itemStatusLabel, readItemInfo } from './order-detail-item-info';

const at = (hours: number, minutes: number) => new Date(2025, 0, 2, hours, minutes).toISOString();

describe('item information (doc 1 §2 item 13)', () => {
  it('reads the loose support fields of an item', () => {
    const item = {
      name: 'X-Burger',
      quantity: 1,
      price: 24.9,
      externalCode: 123,
      status: 'NOTIFICADO',
      pessoaVendedor: { id: 3, nome: 'JOÃO GARÇOM' },
      dataCriacao: at(12, 1),
      dataNotificacao: at(12, 2),
      statusImpressao: 'IMPRESSO',
      dataImpressao: at(12, 3),
      statusKds: 'ENVIADO',
      dataKds: at(12, 4),
      logs: ['Item criado', { evento: 'IMPRESSAO' }],
    } as TOrderItem;
    expect(readItemInfo(item)).toEqual({
      name: 'X-Burger',
      seller: 'JOÃO GARÇOM',
      addedAt: '02/01/2025 12:01',
      notification: 'Notificado em 02/01/2025 12:02',
      print: 'Impresso em 02/01/2025 12:03',
      kitchenDisplay: 'Enviado em 02/01/2025 12:04',
      externalCode: '123',
      logs: 'Item criado\n{"evento":"IMPRESSAO"}',
    });
  });

  it("says 'Não informado' for what the item does not carry and falls back to createdAt", () => {
    const info = readItemInfo({ name: 'Água', quantity: 1, price: 4, createdAt: at(9, 30) } as TOrderItem);
    expect(info).toEqual({
      name: 'Água',
      seller: MSG.NOT_INFORMED,
      addedAt: '02/01/2025 09:30',
      notification: MSG.NOT_INFORMED,
      print: MSG.NOT_INFORMED,
      kitchenDisplay: MSG.NOT_INFORMED,
      externalCode: MSG.NOT_INFORMED,
      logs: null,
    });
  });

  it('keeps text logs and drops empty ones', () => {
    expect(itemLogsText('  linha 1\nlinha 2 ')).toBe('linha 1\nlinha 2');
    expect(itemLogsText('   ')).toBe(null);
    expect(itemLogsText([])).toBe(null);
    expect(itemLogsText(42)).toBe(null);
  });

  it('names every item status of the domain, NAO_NOTIFICAR included, and shows an unknown one as sent', () => {
    expect(Object.keys(ITEM_STATUS_LABELS).sort()).toEqual([...ITEM_STATUSES].sort());
    expect(itemStatusLabel('NAO_NOTIFICAR')).toBe('Não notificar');
    expect(itemStatusLabel('NOTIFICAR_PAGAMENTO')).toBe('Notificar no pagamento');
    expect(itemStatusLabel('OUTRO')).toBe('OUTRO');
    const info = readItemInfo({ name: 'Água', quantity: 1, price: 4, status: 'NAO_NOTIFICAR' } as TOrderItem);
    expect(info.notification).toBe('Não notificar');
  });
});
