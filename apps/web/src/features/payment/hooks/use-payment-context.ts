import type { TFormaPagamento, TProfile } from '@brasa/contracts';
import { ROLES, hasRole } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIsCashOpen } from '../../../shared/api/cash-shift-queries';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { useProfile } from '../../../shared/session/use-session';
import { paymentQueries } from '../api/payment-queries';
import { activePaymentMethods } from '../model/payment-methods';
import { PAYMENT_PARAMETER_TYPES, type PaymentSettings, readPaymentSettings } from '../model/payment-settings';

export interface PaymentContext {
  readonly profile: TProfile | null;
  readonly settings: PaymentSettings;
  /** Active methods, in the server's order. */
  readonly methods: readonly TFormaPagamento[];
  readonly isLoadingMethods: boolean;
  readonly methodsFailed: boolean;
  /** Not ROLE_PDV_ONLINE_{product}_BLOQUEIO_DESCONTO_PEDIDO (doc 1 §6). */
  readonly canDiscount: boolean;
  /** ROLE_CREDITO_PRE_PAGO (doc 1 §6). */
  readonly canUsePrepaid: boolean;
  /** The user's cash register is open, or not yet known to be closed (doc 1 §5 "Payment preconditions"). */
  readonly isCashOpen: boolean;
}

/** The session, parameters, methods and cash register the payment dialog works with. */
export function usePaymentContext(): PaymentContext {
  const profile = useProfile();
  const parameters = useQuery(parameterQueries.byTypes(PAYMENT_PARAMETER_TYPES));
  const methods = useQuery(paymentQueries.methods());
  const isCashOpen = useIsCashOpen(profile?.username);
  const settings = useMemo(() => readPaymentSettings(parameters.data), [parameters.data]);
  const active = useMemo(() => activePaymentMethods(methods.data), [methods.data]);
  return useMemo(
    () => ({
      profile,
      settings,
      methods: active,
      isLoadingMethods: methods.isPending,
      methodsFailed: methods.isError,
      canDiscount: !profile || !hasRole(profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO),
      canUsePrepaid: profile ? hasRole(profile, ROLES.ROLE_CREDITO_PRE_PAGO) : false,
      isCashOpen,
    }),
    [profile, settings, active, methods.isPending, methods.isError, isCashOpen],
  );
}
