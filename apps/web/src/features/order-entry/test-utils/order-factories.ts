import { makeOrder } from '../../../test/make-order';

/** A saved counter order #42 (id 500, version 3): a notified burger and two pending sodas. */
export function makeSavedOrder() {
  return makeOrder({
    id: 500,
    version: 3,
    sequencial: 42,
    tipo: 'BALCAO',
    iFoodOrder: {
      deliveryMethod: { mode: 'INDOOR' },
      items: [
        { referenceCode: 'r-1', externalCode: 10, name: 'X-Burger', quantity: 1, price: 24.9, status: 'NOTIFICADO' },
        { referenceCode: 'r-2', externalCode: 20, name: 'Refrigerante', quantity: 2, price: 7, status: 'PENDENTE' },
      ],
      payments: [],
    },
  });
}
