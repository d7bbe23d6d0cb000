import type { TTefIntent } from '@brasa/contracts';
import { TEF_DELETE_WINDOW_MINUTES, checkTefDeleteWindow, formatDateTimeBr } from '@brasa/domain';

export interface TefDeletionWindow {
  /** The last moment the payment may be deleted. */
  readonly deadline: Date;
  /** 'O tempo para a exclusão desse pagamento expirou' once past the deadline, else null. */
  readonly expiredMessage: string | null;
  /** The rule as the cashier reads it ('Exclusão permitida até dd/MM/yyyy HH:mm (30 minutos após a aprovação).'). */
  readonly text: string;
}

/**
 * doc 1 §5 'Card-terminal payment deletion': only within the window after the approval (the integration's
 * prazoExclusaoMinutos, 30 minutes by default). The same domain rule the server applies; the server decides.
 */
export function tefDeletionWindow(
  intent: Pick<TTefIntent, 'aprovadaEm' | 'updatedAt'>,
  windowMinutes: number | undefined,
  now: Date,
): TefDeletionWindow {
  const minutes = windowMinutes && windowMinutes > 0 ? windowMinutes : TEF_DELETE_WINDOW_MINUTES;
  const approvedAt = new Date(intent.aprovadaEm ?? intent.updatedAt);
  const deadline = new Date(approvedAt.getTime() + minutes * 60_000);
  const check = checkTefDeleteWindow({ approvedAt, now, windowMinutes: minutes });
  return {
    deadline,
    expiredMessage: check.ok ? null : check.message,
    text: `Exclusão permitida até ${formatDateTimeBr(deadline)} (${minutes} minutos após a aprovação).`,
  };
}
