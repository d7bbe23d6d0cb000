import type { TTefAgentSale, TTefIntent } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readErrorMessage } from '../../../../shared/api/api-error';
import { TEF_AGENT_POLL_MS, agentOperationOf, tefAgentApi } from '../api/tef-agent-api';
import { tefApi } from '../api/tef-api';
import { isFinalIntent } from '../model/tef-status';
import { reverseAtAgent } from './use-tef-agent-resend';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

interface Options {
  /** The local agent's address; null for the cloud terminal (this hook then does nothing). */
  readonly agentUrl: string | null;
  /** The server's intent (created first: its reference goes to the agent). */
  readonly intent: TTefIntent | null;
  /** Keeps the server's answer (the dialog shows it). */
  readonly keep: (intent: TTefIntent) => void;
  /** Closes the intent on the server (POST cancelar with its Idempotency-Key). */
  readonly closeOnServer: () => Promise<void>;
}

/**
 * The sale on the local agent (doc 1 §4 "Card terminal sale", tipos=EL): once the server's intent exists, the
 * browser starts the sale on the agent with the intent's reference, follows it (the pinpad's messages), relays the
 * signed result to the server and, once the server answered, confirms it to the agent (which keeps it until then:
 * a page closed in between is re-sent on the next load, see useTefAgentResend). Cancel asks the agent first: a sale
 * it already finished is relayed, never dropped.
 */
export function useTefAgentSale({ agentUrl, intent, keep, closeOnServer }: Options) {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pollFailed, setPollFailed] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const startedFor = useRef<number | null>(null);
  const alive = useRef(true);
  const intentRef = useRef(intent);
  useEffect(() => {
    intentRef.current = intent;
  }, [intent]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** The agent's final answer: the signed result goes to the server; a stopped sale closes the intent. */
  const settle = useCallback(
    async (sale: TTefAgentSale) => {
      const current = intentRef.current;
      if (!agentUrl || !current) return;
      if (sale.situacao === 'FINALIZADA' && sale.resultado) {
        setMessage(sale.mensagem);
        const recorded = await tefApi.agentResult(current.intencaoVendaId, sale.resultado);
        keep(recorded);
        // Best effort: an unconfirmed result is re-sent on the next load and the server records it once.
        await tefAgentApi.confirm(agentUrl, sale.referencia).catch(() => undefined);
        // An approval the order could not take (paid another way meanwhile): cancelled at the agent now; if that
        // fails it stays "to reverse" on the server and the next load's re-send retries it.
        if (recorded.cancelamentoAgente) {
          await reverseAtAgent(agentUrl, recorded)
            .then(keep)
            .catch(() => undefined);
        }
      } else if (sale.situacao === 'CANCELADA') {
        await closeOnServer();
      }
    },
    [agentUrl, keep, closeOnServer],
  );

  /** Starts (or, with the same reference, finds again) the sale on the agent and follows it to the end. */
  const run = useCallback(async () => {
    const current = intentRef.current;
    if (!agentUrl || !current?.referencia) return;
    const operation = agentOperationOf(current.tipoCartao);
    if (!operation) return setError(MSG.TEF_METHOD_NO_CARD_TYPE);
    setError(null);
    try {
      let sale: TTefAgentSale;
      try {
        sale = await tefAgentApi.start(agentUrl, operation, { valor: current.valor, referencia: current.referencia });
      } catch {
        return setError(MSG.TEF_AGENT_UNREACHABLE);
      }
      while (sale.situacao === 'EM_ANDAMENTO') {
        setMessage(sale.mensagem);
        await pause(TEF_AGENT_POLL_MS);
        const latest = intentRef.current;
        if (!alive.current || (latest && isFinalIntent(latest))) return;
        try {
          sale = await tefAgentApi.sale(agentUrl, current.referencia);
          setPollFailed(false);
        } catch {
          setPollFailed(true);
        }
      }
      await settle(sale);
    } catch (failure) {
      setError(readErrorMessage(failure, MSG.TEF_SALE_INTENT_FETCH_FAILED));
    }
  }, [agentUrl, settle]);

  useEffect(() => {
    if (!agentUrl || !intent || isFinalIntent(intent) || startedFor.current === intent.intencaoVendaId) return;
    startedFor.current = intent.intencaoVendaId;
    void run();
  }, [agentUrl, intent, run]);

  /**
   * 'Cancelar operação': the agent stops the sale at the pinpad (the loop then closes the intent); a sale it had
   * already finished is relayed as it is. An agent that does not know the sale, or does not answer, leaves
   * nothing running here: the intent is closed (a signed approval that still shows up later is recorded anyway).
   */
  const cancel = useCallback(async () => {
    const current = intentRef.current;
    if (!agentUrl || !current?.referencia) return;
    setCancelling(true);
    try {
      let sale: TTefAgentSale | null = null;
      try {
        sale = await tefAgentApi.cancel(agentUrl, current.referencia);
      } catch (failure) {
        if (!isNotFound(failure)) setError(MSG.TEF_AGENT_UNREACHABLE);
      }
      if (sale?.situacao === 'FINALIZADA') await settle(sale);
      else await closeOnServer();
    } catch (failure) {
      setError(readErrorMessage(failure, MSG.TEF_SALE_INTENT_FETCH_FAILED));
    } finally {
      setCancelling(false);
    }
  }, [agentUrl, settle, closeOnServer]);

  return {
    /** What the pinpad shows while the sale runs. */
    message,
    error,
    pollFailed,
    cancelling,
    /** After an unreachable agent or a failed relay: the same reference again (never a second charge). */
    retry: run,
    cancel,
  };
}
