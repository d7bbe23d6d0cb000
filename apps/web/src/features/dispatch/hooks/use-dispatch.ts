import { MSG, parseDispatchInput } from '@brasa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { fetchOrder } from '../../../shared/api/order-api';
import { parameterQueries } from '../../../shared/api/parameter-queries';
import { useRealtimeEvents } from '../../../shared/realtime/use-realtime-events';
import { courierQueries, type Courier } from '../../../shared/order-move/courier-queries';
import { readDispatchLimit } from '../../../shared/settings/board-parameters';
import { useNotify } from '../../../shared/ui/notify';
import { postDispatch } from '../api/dispatch-api';
import { appendDispatchLog } from '../model/dispatch-log';
import {
  type DispatchFailure,
  type QueuedOrder,
  addToQueue,
  applyDispatchResults,
  checkConfirm,
  checkRoom,
  isQueued,
  removeFromQueue,
} from '../model/dispatch-queue';

const LIMIT_CODE = ['LIMITE_DESPACHO'] as const;
/** Ours: the spec has no words for an order another terminal dispatched meanwhile. */
const TEXTS = {
  dispatchedElsewhere: (id: number, courier: string) =>
    `Pedido ID ${id} despachado em outro terminal${courier ? ` para ${courier}` : ''}: retirado da lista.`,
} as const;
/** doc 4 §8: the dispatch warnings and the success stay 10 s. */
const LONG = { durationMs: 10_000 } as const;

/** The dispatch tab's state and actions (doc 4 §4, §5, §8): one input, the list, the courier, the confirm. */
export function useDispatch() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const couriers = useQuery(courierQueries.active());
  const codes = useQuery(parameterQueries.genericCodes(LIMIT_CODE));
  const limit = readDispatchLimit(codes.data?.find((code) => code.chave === 'LIMITE_DESPACHO')?.codigo);

  const [queue, setQueue] = useState<readonly QueuedOrder[]>([]);
  const [courierId, setCourierId] = useState<number | null>(null);
  const [failures, setFailures] = useState<readonly DispatchFailure[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  // The latest list and courier for the async steps (a scan may arrive while a lookup is in flight): every
  // change goes through the ref and the state together.
  const queueRef = useRef(queue);
  const courierRef = useRef(courierId);
  const confirmingRef = useRef(false);

  const courierList = useMemo<readonly Courier[]>(() => couriers.data ?? [], [couriers.data]);

  const selectCourier = useCallback(
    (id: number | null) => {
      setCourierId(id);
      courierRef.current = id;
      const courier = courierList.find((candidate) => candidate.id === id);
      if (courier) appendDispatchLog('ENTREGADOR SELECIONADO', `${courier.id} ${courier.nome}`);
    },
    [courierList],
  );

  const confirm = useCallback(async () => {
    if (confirmingRef.current) return;
    const current = queueRef.current;
    const refusal = checkConfirm(current, courierRef.current);
    if (refusal) return notify.warning(refusal);
    const ids = current.map((entry) => entry.order.id);
    confirmingRef.current = true;
    setConfirming(true);
    try {
      const results = await postDispatch(ids, courierRef.current!);
      const outcome = applyDispatchResults(queueRef.current, results);
      setQueue(outcome.queue);
      queueRef.current = outcome.queue;
      setFailures(outcome.failures);
      if (outcome.failures.length > 0) {
        notify.warning(MSG.ORDERS_NOT_MOVED, LONG);
        appendDispatchLog('ERRO AO DESPACHAR PEDIDOS', outcome.failures.map((f) => `${f.id}: ${f.err}`).join('; '));
      } else {
        notify.success(MSG.STATUSES_CHANGED_DOT, LONG);
      }
      const done = ids.filter((id) => !outcome.failures.some((failure) => failure.id === id));
      if (done.length > 0) appendDispatchLog('DESPACHO FINALIZADO', `${done.join(',')} -> ${courierRef.current}`);
      // The boards and lists read orders under ['orders']: they show the new situation.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.STATUSES_CHANGE_FAILED));
      appendDispatchLog('ERRO AO DESPACHAR PEDIDOS', readErrorMessage(error, MSG.STATUSES_CHANGE_FAILED));
    } finally {
      confirmingRef.current = false;
      setConfirming(false);
    }
  }, [notify, queryClient]);

  const addOrder = useCallback(
    async (orderId: number) => {
      if (isQueued(queueRef.current, orderId)) return notify.warning(MSG.ORDER_ALREADY_QUEUED);
      const full = checkRoom(queueRef.current, limit);
      if (full) return notify.warning(full.message);
      setLookingUp(true);
      try {
        const order = await fetchOrder(orderId);
        const outcome = addToQueue(queueRef.current, order, limit);
        if (!outcome.ok) return notify[outcome.severity](outcome.message, LONG);
        setQueue(outcome.queue);
        queueRef.current = outcome.queue;
        appendDispatchLog('PEDIDO SELECIONADO', String(order.id));
      } catch (error) {
        notify.error(readErrorMessage(error, MSG.ORDER_LOOKUP_TOO_SHORT));
      } finally {
        setLookingUp(false);
      }
    },
    [limit, notify],
  );

  /** One value typed, scanned by a USB reader (it types and presses Enter) or read by the camera. */
  const submit = useCallback(
    async (raw: string): Promise<boolean> => {
      const parsed = parseDispatchInput(raw);
      if (!parsed.ok) {
        notify.warning(parsed.message);
        return false;
      }
      const input = parsed.value;
      switch (input.kind) {
        case 'confirm':
          await confirm();
          return true;
        case 'courier': {
          const courier = courierList.find((candidate) => candidate.id === input.personId);
          if (!courier) {
            notify.warning(MSG.COURIER_CODE_NOT_FOUND);
            return false;
          }
          selectCourier(courier.id);
          notify.success(MSG.entregadorSelecionado(courier.nome));
          return true;
        }
        case 'order':
          await addOrder(input.id);
          return isQueued(queueRef.current, input.id);
      }
    },
    [addOrder, confirm, courierList, notify, selectCourier],
  );

  // An order of the list dispatched by another terminal leaves it (doc 4 §7 ADD_DISPATCH / UPDATE_DISPATCH).
  useRealtimeEvents((event) => {
    if (event.kind !== 'dispatch' || (event.type !== 'ADD_DISPATCH' && event.type !== 'UPDATE_DISPATCH')) return;
    if (confirmingRef.current) return;
    const gone = queueRef.current.filter((entry) => event.pedidos.includes(entry.order.id));
    if (gone.length === 0) return;
    const next = queueRef.current.filter((entry) => !event.pedidos.includes(entry.order.id));
    queueRef.current = next;
    setQueue(next);
    for (const entry of gone) notify.info(TEXTS.dispatchedElsewhere(entry.order.id, event.pessoa?.nome ?? ''));
  });

  const remove = useCallback((orderId: number) => {
    const next = removeFromQueue(queueRef.current, orderId);
    queueRef.current = next;
    setQueue(next);
  }, []);

  return {
    queue,
    limit,
    couriers: courierList,
    couriersLoading: couriers.isLoading,
    courierId,
    selectCourier,
    failures,
    dismissFailures: () => setFailures([]),
    confirming,
    lookingUp,
    submit,
    confirm,
    remove,
  };
}
