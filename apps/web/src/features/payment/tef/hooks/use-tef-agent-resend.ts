import type { TTefIntent } from '@brasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderApiQueries } from '../../../../shared/api/order-api';
import { useNotify } from '../../../../shared/ui/notify';
import { tefAgentApi } from '../api/tef-agent-api';
import { tefApi, tefQueries } from '../api/tef-api';

/** Ours: told when a card sale approved on the local terminal is recorded late. */
export const TEF_AGENT_RECOVERED = 'Pagamento aprovado no terminal local recuperado e registrado no pedido.';

/**
 * An EL approval the order could not take (the server answered it with `cancelamentoAgente`): the administrative
 * cancel at the agent, whose signed answer goes to the server, which marks the intent reversed (once). Answers the
 * intent as the server has it afterwards; a refusal or no answer leaves it "to reverse" for the next try.
 */
export async function reverseAtAgent(agentUrl: string, intent: TTefIntent): Promise<TTefIntent> {
  const what = intent.cancelamentoAgente;
  if (!what) return intent;
  const signed = await tefAgentApi.cancelSale(agentUrl, { nsu: what.nsu, data: what.data, valor: what.valor });
  return tefApi.agentCancel(signed);
}

/** One re-send at a time per agent (two dialogs opening together ask once). */
const inFlight = new Map<string, Promise<number>>();

/**
 * Re-sends the results the local agent kept (doc 1 §4: the page closed, or lost the answer, between the approval
 * and the relay) to the server, which finds the intent by reference and records it once; each one the server
 * answered is confirmed to the agent, which then forgets it. A result the server refuses (another unit's sale, a
 * bad signature) stays at the agent. Then the unit's approvals still to reverse are cancelled at the agent.
 * Answers how many approvals were recorded now.
 */
export async function resendKeptAgentResults(agentUrl: string): Promise<number> {
  const running = inFlight.get(agentUrl);
  if (running) return running;
  const job = (async () => {
    let recorded = 0;
    const kept = await tefAgentApi.pending(agentUrl).catch(() => []);
    for (const result of kept) {
      try {
        const intent = await tefApi.keptAgentResult(result);
        if (intent.status === 'APROVADA' && intent.pagamentoRegistrado) recorded++;
        await tefAgentApi.confirm(agentUrl, result.referencia).catch(() => undefined);
      } catch {
        // Refused or no answer: kept at the agent for the next try.
      }
    }
    // Approvals the orders could not take, still to cancel at the agent (a page closed before it did).
    const toReverse = await tefApi.agentReversals().catch(() => [] as TTefIntent[]);
    for (const intent of toReverse) await reverseAtAgent(agentUrl, intent).catch(() => undefined);
    return recorded;
  })().finally(() => inFlight.delete(agentUrl));
  inFlight.set(agentUrl, job);
  return job;
}

/** Runs the re-send once when `agentUrl` is known (the payment dialog opening); refreshes the orders after it. */
export function useTefAgentResend(agentUrl: string | null): void {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    if (!agentUrl) return;
    let active = true;
    void resendKeptAgentResults(agentUrl).then((recorded) => {
      if (!active || recorded === 0) return;
      notify.info(TEF_AGENT_RECOVERED);
      void queryClient.invalidateQueries({ queryKey: orderApiQueries.all() });
      void queryClient.invalidateQueries({ queryKey: tefQueries.all() });
    });
    return () => {
      active = false;
    };
  }, [agentUrl, queryClient, notify]);
}
