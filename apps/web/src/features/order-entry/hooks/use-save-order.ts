import type { TOrder } from '@brasa/contracts';
import { MSG, validateOrderForSave } from '@brasa/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { postOrder } from '../api/save-order';
import { buildOrderSaveRequest, toValidationDraft, type BuildContext } from '../model/build-save-request';
import { isKnownTable } from '../model/entry-settings';
import { conflictOrderOf } from '../model/order-conflict';
import type { OrderDraft } from '../model/order-draft';
import type { EntryContext } from './use-entry-context';

/** Ours: a confirmation beside the detail dialog that opens after saving (doc 2 §4.3). */
const orderSavedMessage = (order: Pick<TOrder, 'id' | 'sequencial'>) =>
  `Pedido #${order.sequencial ?? order.id} salvo com sucesso.`;
const SCHEDULE_DATE_REQUIRED = 'Informe a data e hora do agendamento.';
/** No answer at all: the detail of 'Não foi possível salvar o pedido - Detalhes: {detail}'. */
const NO_ANSWER = 'sem resposta do servidor';

interface SaveCallbacks {
  readonly onSaved: (order: TOrder) => void;
  readonly onWaiterRequired: () => void;
  /** 409 VERSION_CONFLICT: another terminal saved the order first; this is its current version. */
  readonly onConflict: (current: TOrder) => void;
}

/**
 * Confirming the order (doc 2 §5.1): validateOrderForSave first (its message as a warning), then
 * POST /api-v2/pedidoIntegracao; a refusal shows the server's errorMessage in the spec's save message,
 * and a version conflict hands the current order over instead of overwriting it.
 */
export function useSaveOrder(entry: EntryContext, callbacks: SaveCallbacks) {
  const notify = useNotify();
  const { onSaved, onWaiterRequired, onConflict } = callbacks;
  const mutation = useMutation({
    mutationFn: postOrder,
    onSuccess: (order) => {
      notify.success(orderSavedMessage(order));
      onSaved(order);
    },
    onError: (error) => {
      const current = error instanceof ApiError && error.status === 409 ? conflictOrderOf(error.body) : null;
      if (current) return onConflict(current);
      notify.error(MSG.naoFoiPossivelSalvarPedido(readErrorMessage(error, NO_ANSWER)));
    },
  });

  const confirm = useCallback(
    (draft: OrderDraft, context: BuildContext): boolean => {
      if (mutation.isPending) return false;
      const check = validateOrderForSave(toValidationDraft(draft, context.address), {
        tableExists: isKnownTable,
        secondaryRequired: entry.settings.secondaryRequired,
        allowWithoutCustomer: entry.settings.allowWithoutCustomer,
        isWaiterRole: entry.isWaiterRole,
        now: new Date(),
      });
      if (!check.ok) {
        notify.warning(check.message);
        if (check.code === 'WAITER_REQUIRED') onWaiterRequired();
        return false;
      }
      if (draft.scheduled && !draft.scheduleAt) {
        notify.warning(SCHEDULE_DATE_REQUIRED);
        return false;
      }
      mutation.mutate(buildOrderSaveRequest(draft, context));
      return true;
    },
    [entry, mutation, notify, onWaiterRequired],
  );

  return { confirm, isSaving: mutation.isPending };
}
