import type { TProfile } from '@brasa/contracts';
import { ROLES, hasRole } from '@brasa/domain';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { loadTerminalSettings } from '../../../shared/settings/terminal-settings';
import { useProfile } from '../../../shared/session/use-session';
import type { MenuFilter } from '../api/menu-queries';
import type { CartContext } from '../model/cart';
import { readEntrySettings, type EntrySettings } from '../model/entry-settings';

/** doc 2 §9 parameters read by order entry. */
export const ENTRY_PARAMETER_TYPES = ['SISTEMA_BRASA_PDV_ONLINE', 'SISTEMA_BRASA'] as const;

export interface EntryContext {
  readonly profile: TProfile | null;
  readonly settings: EntrySettings;
  readonly isLoadingSettings: boolean;
  readonly cart: CartContext;
  /** ROLE_PDV_ONLINE_{product}_BLOQUEIO_VALOR_UNITARIO_PEDIDO. */
  readonly priceLocked: boolean;
  readonly canSchedule: boolean;
  readonly isWaiterRole: boolean;
  /** ROLE_UTILIZA_NOTIFICACAO: the edit dialog shows the item notification status. */
  readonly showsNotification: boolean;
  /** Items are assigned to the logged person, except for the waiter role (doc 2 §5.1). */
  readonly seller: { readonly id: number; readonly nome: string } | null;
  readonly menuFilter: MenuFilter;
}

export function useEntryContext(): EntryContext {
  const profile = useProfile();
  // Asked for during the first render rather than after its commit (a dialog's first render is not short).
  usePrefetchQuery(parameterQueries.byTypes(ENTRY_PARAMETER_TYPES));
  const parameters = useQuery(parameterQueries.byTypes(ENTRY_PARAMETER_TYPES));
  const settings = useMemo(() => readEntrySettings(parameters.data), [parameters.data]);
  const menuFilter: MenuFilter = useMemo(() => (loadTerminalSettings().enableMobilePDV ? 'MOBILE' : 'PDV_ONLINE'), []);
  return useMemo(() => {
    const has = (role: (typeof ROLES)[keyof typeof ROLES]) => (profile ? hasRole(profile, role) : false);
    const isWaiterRole = has(ROLES.ROLE_GARCOM_PEDIDO);
    const pessoa = profile?.pessoa;
    return {
      profile,
      settings,
      isLoadingSettings: parameters.isPending,
      cart: {
        canDiscount: !has(ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO),
        canRemove: !has(ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_EXCLUSAO_ITEM),
      },
      priceLocked: has(ROLES.ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO),
      canSchedule: has(ROLES.ROLE_PDV_PEDIDOS_AGENDADOS),
      isWaiterRole,
      showsNotification: has(ROLES.ROLE_UTILIZA_NOTIFICACAO),
      seller: !isWaiterRole && pessoa ? { id: pessoa.id, nome: pessoa.nome } : null,
      menuFilter,
    };
  }, [profile, settings, parameters.isPending, menuFilter]);
}
