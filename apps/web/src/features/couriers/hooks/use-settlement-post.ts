import type { TCourierSettlementEntry, TFormaPagamento } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, readErrorMessage } from '../../../shared/api/api-error';
import { attemptFor, unfinishedAfter, type IdempotentAttempt } from '../../../shared/api/idempotent-attempt';
import { useNotify } from '../../../shared/ui/notify';
import { postSettlement } from '../api/courier-api';
import { buildSettlementRequest } from '../model/settlement';

interface Options {
  list: readonly TCourierSettlementEntry[];
  selected: ReadonlySet<string>;
  method: TFormaPagamento | null;
  /** After a post: the settlement movements it wrote (the receipt's ids). */
  onPosted: (movementIds: number[]) => void;
}

/**
 * The settlement post (doc 4 §5, §8): the request from the selected days, one Idempotency-Key per attempt
 * (the same key only for a retry of the same request after no answer), the server's refusal in
 * 'Não foi possível realizar acerto do entregador: {detail}'.
 */
export function useSettlementPost({ list, selected, method, onPosted }: Options) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const unfinished = useRef<IdempotentAttempt | null>(null);
  const [posting, setPosting] = useState(false);

  const post = async () => {
    const built = buildSettlementRequest(list, selected, method?.id ?? null);
    if (!built.ok) return notify.warning(built.message);
    const attempt = attemptFor(unfinished.current, built.request);
    setPosting(true);
    try {
      const results = await postSettlement(built.request, attempt.key);
      unfinished.current = null;
      notify.success(MSG.SETTLEMENT_POSTED);
      onPosted(results.map((result) => result.id));
      void queryClient.invalidateQueries({ queryKey: ['orders', 'courier-settlement'] });
    } catch (error) {
      unfinished.current = unfinishedAfter(attempt, error);
      const detail = error instanceof ApiError && error.errorMessage ? error.errorMessage : null;
      notify.error(detail ? MSG.acertoNaoRealizado(detail) : readErrorMessage(error, MSG.SETTLEMENT_POST_FAILED));
    } finally {
      setPosting(false);
    }
  };

  return { post, posting };
}
