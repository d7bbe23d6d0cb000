import { printOrderAsConfigured } from '../../../shared/api/print-server';

export { isPrintSuccessful } from '../../../shared/api/print-api';

/** 'Confirmar e imprimir' (F9): the paid order to the cashier's printer (doc 1 §2.5). */
export const printPaidOrder = (base: string | undefined, orderId: number) =>
  printOrderAsConfigured(base, orderId, 'PAGAMENTO');
