import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/make-order';
import { orderInfoRows } from './order-info-rows';

describe('order info for support (doc 1 §2 item 2)', () => {
  it("lists the order's ids, channel, dates and statuses, '—' when absent", () => {
    const base = makeOrder();
    const order = makeOrder({
      id: 77,
      sequencial: 5,
      tipoImportacao: 'IF',
      tipoImportacaoOriginal: null,
      dataConfirmacao: new Date(2025, 0, 2, 12, 5).toISOString(),
      statusNotificacao: 'NAO_NOTIFICADO',
      statusLogistica: 'ENVIADO',
      codigoIntegracao: 'c0ffee00-0000-4000-8000-000000000001',
      iFoodOrder: { ...base.iFoodOrder, id: 'abc-123', shortReference: '7788' },
    } as Parameters<typeof makeOrder>[0]);
    const rows = Object.fromEntries(orderInfoRows(order).map((row) => [row.key, row.value]));
    expect(rows).toMatchObject({
      id: '77',
      sequencial: '5',
      codigoIntegracao: 'c0ffee00-0000-4000-8000-000000000001',
      externalId: 'abc-123',
      shortReference: '7788',
      channel: 'iFood (IF)',
      originalChannel: '—',
      dataPedido: '02/01/2025 12:00',
      dataConfirmacao: '02/01/2025 12:05',
      dataEnvio: '—',
      dataCancelamento: '—',
      statusNotificacao: 'Não notificado',
      statusLogistica: 'Enviado',
    });
  });
});
