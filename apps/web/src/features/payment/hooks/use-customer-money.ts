import type { TFormaPagamento } from '@brasa/contracts';
import { MSG, toCents } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { type CreditLimitAnswer, paymentQueries } from '../api/payment-queries';
import type { CustomerMoney } from '../model/payment-lines';
import { type CustomerMoneyLookup, customerMoneyLookup } from '../model/payment-methods';

export interface CustomerMoneyView {
  readonly lookup: CustomerMoneyLookup;
  readonly creditLimit: CreditLimitAnswer | undefined;
  readonly prepaidBalance: number | null;
  readonly prepaidFailed: boolean;
  readonly isLoading: boolean;
  /** What the line checks read (checkCreditLimit, checkPrepaidBalance). */
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
  const notify = useNotify();
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
  useEffect(() => {
    if (prepaidFailed) notify.error(MSG.PREPAID_BALANCE_FETCH_FAILED);
  }, [prepaidFailed, notify]);

  return useMemo(() => {
    const creditLimit = lookup === 'CREDIT_LIMIT' ? credit.data : undefined;
    const balance = lookup === 'PREPAID_BALANCE' ? (prepaid.data?.saldoAtual ?? null) : null;
    return {
      lookup,
      creditLimit,
      prepaidBalance: balance,
      prepaidFailed,
      isLoading: (lookup === 'CREDIT_LIMIT' && credit.isPending) || (lookup === 'PREPAID_BALANCE' && prepaid.isPending),
      money: {
        validateCreditLimit: options.validateCreditLimit,
        creditLimit: creditLimit
          ? { limitCents: toCents(creditLimit.limiteCredito), pendingBalanceCents: toCents(creditLimit.saldoPendente) }
          : null,
        prepaidBalanceCents: balance === null ? null : toCents(balance),
      },
    };
  }, [
    lookup,
    credit.data,
    credit.isPending,
    prepaid.data,
    prepaid.isPending,
    prepaidFailed,
    options.validateCreditLimit,
  ]);
}
