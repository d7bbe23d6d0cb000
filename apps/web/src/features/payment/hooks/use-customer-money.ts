import type { TFormaPagamento } from '@brasa/contracts';
import { toCents } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { paymentQueries } from '../api/payment-queries';
import type { CustomerMoney } from '../model/payment-lines';
import { type CustomerMoneyLookup, customerMoneyLookup } from '../model/payment-methods';

export interface CustomerMoneyView {
  readonly lookup: CustomerMoneyLookup;
  /** The prepaid balance could not be read: the dialog says so inline ('Falha ao recuperar saldo pré-pago'). */
  readonly prepaidFailed: boolean;
  /** The limit and balances in cents, for the method chosen: what the info shows and the line checks read. */
  readonly money: CustomerMoney;
}

/**
 * doc 1 §5, §7: for a credit-sale method, the customer's credit limit and pending balance; for prepaid
 * credit (with ROLE_CREDITO_PRE_PAGO), the prepaid balance ('Falha ao recuperar saldo pré-pago' on failure).
 */
export function useCustomerMoney(
  method: TFormaPagamento | null,
  customerId: number | null,
  options: { readonly canUsePrepaid: boolean; readonly validateCreditLimit: boolean },
): CustomerMoneyView {
  const lookup = method && customerId !== null ? customerMoneyLookup(method, options.canUsePrepaid) : null;
  const credit = useQuery({
    ...paymentQueries.creditLimit(customerId ?? 0),
    enabled: lookup === 'CREDIT_LIMIT',
  });
  const prepaid = useQuery({
    ...paymentQueries.prepaidBalance(customerId ?? 0),
    enabled: lookup === 'PREPAID_BALANCE',
  });
  const prepaidFailed = lookup === 'PREPAID_BALANCE' && prepaid.isError;

  return useMemo(() => {
    const creditLimit = lookup === 'CREDIT_LIMIT' ? credit.data : undefined;
    const balance = lookup === 'PREPAID_BALANCE' ? (prepaid.data?.saldoAtual ?? null) : null;
    return {
      lookup,
      prepaidFailed,
      money: {
        validateCreditLimit: options.validateCreditLimit,
        creditLimit: creditLimit
          ? { limitCents: toCents(creditLimit.limiteCredito), pendingBalanceCents: toCents(creditLimit.saldoPendente) }
          : null,
        prepaidBalanceCents: balance === null ? null : toCents(balance),
        unknown:
          (lookup === 'CREDIT_LIMIT' && options.validateCreditLimit && !creditLimit) ||
          (lookup === 'PREPAID_BALANCE' && balance === null),
      },
    };
  }, [lookup, credit.data, prepaid.data, prepaidFailed, options.validateCreditLimit]);
}
