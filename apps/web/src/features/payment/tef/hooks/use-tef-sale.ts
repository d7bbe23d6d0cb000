import type { TTefIntent } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readErrorMessage } from '../../../../shared/api/api-error';
import { type IdempotentAttempt, attemptFor } from '../../../../shared/api/idempotent-attempt';
import { orderApiQueries } from '../../../../shared/api/order-api';
import { useRealtimeEvents } from '../../../../shared/realtime/use-realtime-events';
import { useNotify } from '../../../../shared/ui/notify';
import { TEF_POLL_MS, type TefIntentStart, tefApi, tefQueries } from '../api/tef-api';
import { useTefAgentSale } from './use-tef-agent-sale';
import { isFinalIntent, newerIntent } from '../model/tef-status';

/** doc 1 §7: the cancel call's fallback text. */
export const TEF_CANCEL_FAILED = 'Ocorreu um erro';

/**
 * Which failed attempt is retried with its Idempotency-Key: no answer (status 0) or a server error, where the
 * intent may exist; a 4xx is a refusal (nothing was created), so the next try is a new request.
 */
export function keepAttemptAfter(attempt: IdempotentAttempt, error: unknown): IdempotentAttempt | null {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 || (typeof status === 'number' && status >= 500) ? attempt : null;
}

/**
 * One card-terminal sale (doc 1 §4 "Card terminal sale"): starts the server's intent once (retries reuse the
 * key), follows it by UPDATE_STATUS_TEF and, as a fallback, by polling until it is final; cancels it; sends the
 * manual authorization code. The payment itself is recorded by the server: on approval the orders refresh. With
 * the local agent (`agentUrl`, tipos=EL) the sale itself runs there (useTefAgentSale), the rest is the same.
 */
export function useTefSale(request: TefIntentStart, agentUrl: string | null = null) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [intentId, setIntentId] = useState<number | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  const startAttempt = useRef<IdempotentAttempt | null>(null);
  const cancelAttempt = useRef<IdempotentAttempt | null>(null);
  const started = useRef(false);
  const requestRef = useRef(request);

  const keep = useCallback(
    (intent: TTefIntent) =>
      queryClient.setQueryData<TTefIntent>(tefQueries.intent(intent.intencaoVendaId).queryKey, (known) =>
        newerIntent(known, intent),
      ),
    [queryClient],
  );

  const start = useCallback(async () => {
    const attempt = attemptFor(startAttempt.current, requestRef.current);
    startAttempt.current = attempt;
    setStartError(null);
    setIsStarting(true);
    try {
      const intent = await tefApi.start(requestRef.current, attempt.key);
      startAttempt.current = null;
      keep(intent);
      setIntentId(intent.intencaoVendaId);
    } catch (error) {
      startAttempt.current = keepAttemptAfter(attempt, error);
      setStartError(readErrorMessage(error, MSG.TEF_SALE_INTENT_FETCH_FAILED));
    } finally {
      setIsStarting(false);
    }
  }, [keep]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const key = tefQueries.intent(intentId ?? 0).queryKey;
  const query = useQuery({
    queryKey: key,
    // A poll answer older than what a realtime message brought is ignored.
    queryFn: async ({ signal }) =>
      newerIntent(queryClient.getQueryData<TTefIntent>(key), await tefApi.byId(intentId!, signal)),
    enabled: intentId !== null,
    refetchInterval: (current) => (current.state.data && isFinalIntent(current.state.data) ? false : TEF_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });
  const intent = query.data ?? null;

  useRealtimeEvents((event) => {
    if (event.kind === 'tefStatus' && event.intent.intencaoVendaId === intentId) keep(event.intent);
    if (event.kind === 'reconnected' && intentId !== null) void query.refetch();
  });

  // The approved payment is on the order now: the payment dialog's copy and the boards refresh.
  const recorded = intent?.status === 'APROVADA' && intent.pagamentoRegistrado;
  useEffect(() => {
    if (recorded) void queryClient.invalidateQueries({ queryKey: orderApiQueries.all() });
  }, [recorded, queryClient]);

  const closeOnServer = useCallback(async () => {
    if (intentId === null) return;
    const attempt = attemptFor(cancelAttempt.current, { cancelar: intentId });
    cancelAttempt.current = attempt;
    setIsCancelling(true);
    try {
      keep(await tefApi.cancel(intentId, attempt.key));
      cancelAttempt.current = null;
    } catch (error) {
      cancelAttempt.current = keepAttemptAfter(attempt, error);
      notify.error(readErrorMessage(error, TEF_CANCEL_FAILED));
    } finally {
      setIsCancelling(false);
    }
  }, [intentId, keep, notify]);

  const agent = useTefAgentSale({ agentUrl, intent, keep, closeOnServer });

  const sendAuthorizationCode = useCallback(
    async (code: string): Promise<boolean> => {
      if (intentId === null) return false;
      try {
        keep(await tefApi.authorizationCode(intentId, code));
        return true;
      } catch (error) {
        notify.error(readErrorMessage(error, MSG.TEF_SALE_INTENT_FETCH_FAILED));
        return false;
      }
    },
    [intentId, keep, notify],
  );

  return {
    intent,
    startError,
    isStarting,
    isCancelling: isCancelling || agent.cancelling,
    /** The last poll failed (the realtime may still bring the status). */
    pollFailed: query.isError,
    retryStart: start,
    cancel: agentUrl ? agent.cancel : closeOnServer,
    sendAuthorizationCode,
    /** EL: the pinpad's message, the agent's failure, and the retry of the same sale there. */
    agent: agentUrl ? agent : null,
  };
}

/** doc 1 §4: closing the page is warned against while a sale on the local terminal agent is in progress. */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
