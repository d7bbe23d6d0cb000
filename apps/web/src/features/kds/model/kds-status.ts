import type { KdsItemStatus } from '@brasa/domain';

/**
 * The forward button's label: what the tap will do (ours; the machine itself is the domain's `nextKdsStatus`,
 * doc 3 §4.1).
 */
export function forwardActionLabel(status: KdsItemStatus): string {
  switch (status) {
    case 'PENDENTE':
      return 'Iniciar';
    case 'INICIADO':
      return 'Pronto';
    case 'CONCLUIDO':
      return 'Despachar';
    case 'CANCELADO':
      return 'Aceitar cancelamento';
    case 'DESPACHADO':
      return 'Despachado';
    default:
      return 'Cancelamento aceito';
  }
}
