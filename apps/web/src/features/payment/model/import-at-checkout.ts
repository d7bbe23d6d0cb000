/**
 * doc 1 §4 "Payment": 'Paying the balance may trigger the import dialog if the local import-at-checkout
 * setting is ENABLED (it is always forced to ENABLED) and the user is not blocked'
 * (ROLE_PDV_ONLINE_{product}_BLOQUEIA_IMPORTACAO_PEDIDO, doc 1 §6).
 */
import type { TOrder } from '@brasa/contracts';
import { ROLES, type RoleProfile, hasRole, isImported, isIntegrationChannel } from '@brasa/domain';

/** Ours: the question asked once the order is paid. */
export const IMPORT_AT_CHECKOUT_QUESTION = 'Pedido pago. Deseja importar o pedido agora?';

/** The local setting is forced to ENABLED (doc 1 §4), so there is nothing to read or choose. */
const IMPORT_AT_CHECKOUT_ENABLED = true;

/** Whether to offer the import of an order a payment just left paid: own channel, not imported, user not blocked. */
export function shouldOfferImport(
  order: Pick<TOrder, 'pago' | 'dataImportacao' | 'tipoImportacao'>,
  profile: RoleProfile | null,
): boolean {
  if (!IMPORT_AT_CHECKOUT_ENABLED || !order.pago) return false;
  if (isImported(order) || isIntegrationChannel(order.tipoImportacao)) return false;
  return !profile || !hasRole(profile, ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIA_IMPORTACAO_PEDIDO);
}
