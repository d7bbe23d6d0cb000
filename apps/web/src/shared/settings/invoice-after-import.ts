import { ROLES, hasRole, type RoleProfile } from '@brasa/domain';
import type { TerminalSettings } from './terminal-settings';

/**
 * doc 2 §4.4, §6: after an import the invoice dialog opens when this terminal's "Gerar nota fiscal ao confirmar"
 * (remembered in the browser) is on and the user holds ROLE_NOTA_FISCAL.
 */
export function shouldOpenInvoiceAfterImport(
  settings: Pick<TerminalSettings, 'generateInvoice'>,
  profile: RoleProfile | null,
): boolean {
  return settings.generateInvoice && !!profile && hasRole(profile, ROLES.ROLE_NOTA_FISCAL);
}
