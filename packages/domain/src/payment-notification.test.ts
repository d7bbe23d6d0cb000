import { describe, expect, it } from 'vitest';
import { applyPaymentNotification } from './payment-notification';

const items = [{ status: 'PENDENTE' }, { status: 'NOTIFICADO' }, { status: 'NAO_NOTIFICAR' }];

describe('notification held until payment (doc 1 §4, doc 2 §4.2)', () => {
  it('holds the pending items of an unpaid counter order when NOTIFICAR_PAGAMENTO_PEDIDO is on', () => {
    const outcome = applyPaymentNotification({
      tipo: 'BALCAO',
      notifyOnPayment: true,
      pago: false,
      statusNotificacao: 'NAO_NOTIFICADO',
      items,
    });
    expect(outcome.items.map((item) => item.status)).toEqual(['NOTIFICAR_PAGAMENTO', 'NOTIFICADO', 'NAO_NOTIFICAR']);
    expect(outcome).toMatchObject({ statusNotificacao: 'NOTIFICAR_PAGAMENTO', released: false });
  });

  it('leaves other types, the parameter off, and orders without pending items alone', () => {
    for (const input of [
      { tipo: 'DELIVERY', notifyOnPayment: true },
      { tipo: 'BALCAO', notifyOnPayment: false },
    ]) {
      const outcome = applyPaymentNotification({ ...input, pago: false, statusNotificacao: 'NAO_NOTIFICADO', items });
      expect(outcome.items).toEqual(items);
      expect(outcome.statusNotificacao).toBe('NAO_NOTIFICADO');
    }
    const none = applyPaymentNotification({
      tipo: 'BALCAO',
      notifyOnPayment: true,
      pago: false,
      statusNotificacao: 'NAO_NOTIFICADO',
      items: [{ status: 'NOTIFICADO' }],
    });
    expect(none.statusNotificacao).toBe('NAO_NOTIFICADO');
  });

  it('releases the held items once paid, and says to print them', () => {
    const outcome = applyPaymentNotification({
      tipo: 'BALCAO',
      notifyOnPayment: true,
      pago: true,
      statusNotificacao: 'NOTIFICAR_PAGAMENTO',
      items: [{ status: 'NOTIFICAR_PAGAMENTO' }, { status: 'NOTIFICADO' }],
    });
    expect(outcome.items.map((item) => item.status)).toEqual(['PENDENTE', 'NOTIFICADO']);
    expect(outcome).toMatchObject({ statusNotificacao: 'NAO_NOTIFICADO', released: true });
  });

  it('a paid order that held nothing releases nothing', () => {
    const outcome = applyPaymentNotification({
      tipo: 'BALCAO',
      notifyOnPayment: true,
      pago: true,
      statusNotificacao: 'NAO_NOTIFICADO',
      items,
    });
    expect(outcome.released).toBe(false);
    expect(outcome.items).toEqual(items);
  });
});
