import type { TTefAgentResult, TTefAgentSale, TTefIntent } from '@brasa/contracts';
import { MSG, asCents } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { approvedIntent, makeIntent } from '../../../../test/make-tef-intent';
import { jsonResponse } from '../../../../test/render';
import { renderWithProviders, signIn } from '../../test-utils/render-with-providers';
import { resendKeptAgentResults, useTefAgentResend } from '../hooks/use-tef-agent-resend';
import { type TefSaleRequest, TefSaleDialog } from './tef-sale-dialog';

const AGENT = 'http://127.0.0.1:2001';
const REF = 'brasa-ref-1';

const SALE: TefSaleRequest = {
  pedidoId: 700,
  formaPagamentoId: 9,
  methodName: 'Débito (TEF)',
  amountCents: asCents(2840),
  terminalId: '',
  kind: 'EL',
  agentUrl: AGENT,
  location: 'CAIXA',
};

const signed = (seed: Partial<TTefAgentResult> = {}): TTefAgentResult => ({
  referencia: REF,
  resultado: '0',
  mensagem: 'APROVADA',
  valor: 28.4,
  nsu: '500123',
  data: '2025-01-02T15:00:00.000Z',
  autorizacao: '654321',
  bandeira: 'VISA',
  adquirente: 'REDE',
  comprovanteCliente: 'VIA CLIENTE',
  comprovanteEstabelecimento: 'VIA ESTABELECIMENTO',
  assinatura: 'a'.repeat(64),
  ...seed,
});

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Our server (intent created with its reference, relay answered approved) and the agent on loopback. */
function stubServerAndAgent(agent: {
  start: () => Response | Promise<Response>;
  follow: () => TTefAgentSale;
  cancel?: () => Response;
}) {
  const calls: Call[] = [];
  const record = (url: string, init?: RequestInit) =>
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
  let server: TTefIntent = makeIntent({ status: 'CRIADA', statusTransacao: null, tipo: 'EL', referencia: REF });
  stubFetchRoutes({
    '/api-v2/tef/intencaoVenda/': (url, init) => {
      record(url, init);
      if (url.endsWith('/resultadoAgente')) server = approvedIntent({ tipo: 'EL', referencia: REF, nsu: '500123' });
      if (url.endsWith('/cancelar')) server = makeIntent({ status: 'CANCELADA', statusTransacao: null });
      return jsonResponse(200, server);
    },
    '/api-v2/tef/intencaoVenda': (url, init) => (record(url, init), jsonResponse(200, server)),
    '/api-v2/impressaoAPI/enviarImpressaoTef/': () => jsonResponse(200, []),
    [`${AGENT}/debito`]: (url, init) => (record(url, init), agent.start()),
    [`${AGENT}/vendas/`]: (url, init) => {
      record(url, init);
      if (url.endsWith('/cancelar'))
        return agent.cancel?.() ?? jsonResponse(404, { mensagem: 'Venda não encontrada.' });
      if (url.endsWith('/confirmar')) return jsonResponse(200, agent.follow());
      return jsonResponse(200, agent.follow());
    },
  });
  return {
    calls,
    to: (suffix: string) => calls.filter((call) => call.url.endsWith(suffix)),
    agentCalls: () => calls.filter((call) => call.url.startsWith(AGENT)),
  };
}

const status = () => screen.getByTestId('tef-status');

describe('card-terminal sale on the local agent (tipos=EL, doc 1 §4, §7)', () => {
  beforeEach(() => {
    signIn();
    localStorage.clear();
  });

  it('starts the sale on the agent with our reference, shows the pinpad, relays the signed result, confirms it', async () => {
    let sale: TTefAgentSale = {
      referencia: REF,
      situacao: 'EM_ANDAMENTO',
      mensagem: 'INSIRA OU PASSE O CARTAO',
      resultado: null,
    };
    const api = stubServerAndAgent({ start: () => jsonResponse(200, sale), follow: () => sale });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);

    await waitFor(() => expect(status()).toHaveTextContent('INSIRA OU PASSE O CARTAO'));
    // The intent asks for the unit's default terminal (the agent's pinpad); the agent gets our reference.
    expect(api.calls.find((c) => c.url === '/api-v2/tef/intencaoVenda')!.body).toEqual({
      pedidoId: 700,
      formaPagamentoId: 9,
      valor: 28.4,
    });
    const start = api.to('/debito')[0]!;
    expect(start.body).toEqual({ valor: 28.4, referencia: REF });
    // No session token goes to the agent.
    expect(start.headers.Authorization).toBeUndefined();
    expect(screen.getByText(/Não feche nem recarregue a página/)).toBeInTheDocument();

    sale = { ...sale, mensagem: 'DIGITE A SENHA' };
    await waitFor(() => expect(status()).toHaveTextContent('DIGITE A SENHA'));
    const result = signed();
    sale = { referencia: REF, situacao: 'FINALIZADA', mensagem: 'APROVADA', resultado: result };

    await waitFor(() => expect(status()).toHaveAttribute('data-severity', 'success'));
    expect(api.to('/resultadoAgente')).toHaveLength(1);
    expect(api.to('/resultadoAgente')[0]!.body).toEqual(result);
    await waitFor(() => expect(api.to(`/vendas/${REF}/confirmar`)).toHaveLength(1));
    expect(screen.getByTestId('tef-approval')).toHaveTextContent('NSU: 500123');
  });

  it('an unreachable agent is said so; "Tentar novamente" sends the same reference again', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () =>
        jsonResponse(200, {
          referencia: REF,
          situacao: 'EM_ANDAMENTO',
          mensagem: 'INSIRA OU PASSE O CARTAO',
          resultado: null,
        }),
    ];
    const api = stubServerAndAgent({
      start: () => answers.shift()!(),
      follow: () => ({
        referencia: REF,
        situacao: 'EM_ANDAMENTO',
        mensagem: 'INSIRA OU PASSE O CARTAO',
        resultado: null,
      }),
    });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await waitFor(() => expect(status()).toHaveTextContent(MSG.TEF_AGENT_UNREACHABLE));
    await userEvent.click(screen.getByTestId('tef-agent-retry'));
    await waitFor(() => expect(status()).toHaveTextContent('INSIRA OU PASSE O CARTAO'));
    expect(api.to('/debito').map((c) => (c.body as { referencia: string }).referencia)).toEqual([REF, REF]);
  });

  it('cancel asks the agent first: a sale it had already approved is relayed, not dropped', async () => {
    const running: TTefAgentSale = {
      referencia: REF,
      situacao: 'EM_ANDAMENTO',
      mensagem: 'DIGITE A SENHA',
      resultado: null,
    };
    const done: TTefAgentSale = { referencia: REF, situacao: 'FINALIZADA', mensagem: 'APROVADA', resultado: signed() };
    const api = stubServerAndAgent({
      start: () => jsonResponse(200, running),
      follow: () => running,
      cancel: () => jsonResponse(200, done),
    });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await waitFor(() => expect(status()).toHaveTextContent('DIGITE A SENHA'));
    await userEvent.click(screen.getByTestId('tef-cancel'));
    await waitFor(() => expect(status()).toHaveAttribute('data-severity', 'success'));
    expect(api.to('/cancelar').filter((c) => c.url.startsWith('/api-v2'))).toHaveLength(0);
    expect(api.to('/resultadoAgente')).toHaveLength(1);
  });

  it('cancel stops a sale at the pinpad, then closes the intent: "Operação cancelada"', async () => {
    let sale: TTefAgentSale = {
      referencia: REF,
      situacao: 'EM_ANDAMENTO',
      mensagem: 'DIGITE A SENHA',
      resultado: null,
    };
    const api = stubServerAndAgent({
      start: () => jsonResponse(200, sale),
      follow: () => sale,
      cancel: () => {
        sale = { ...sale, situacao: 'CANCELADA', mensagem: 'OPERACAO CANCELADA' };
        return jsonResponse(200, sale);
      },
    });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await waitFor(() => expect(status()).toHaveTextContent('DIGITE A SENHA'));
    await userEvent.click(screen.getByTestId('tef-cancel'));
    await waitFor(() => expect(status()).toHaveTextContent(MSG.TEF_OPERATION_CANCELLED));
    expect(api.to(`/vendas/${REF}/cancelar`)).toHaveLength(1);
    expect(api.to('/intencaoVenda/91/cancelar').length).toBeGreaterThanOrEqual(1);
    expect(api.to('/resultadoAgente')).toHaveLength(0);
  });
});

describe('a late approval the order could not take (paid another way meanwhile)', () => {
  beforeEach(() => {
    signIn();
    localStorage.clear();
  });

  it('is cancelled at the agent at once and the signed cancel relayed to the server', async () => {
    const what = { referencia: REF, nsu: '500123', data: '2025-01-02T15:00:00.000Z', valor: 28.4 };
    const cancel = { ...what, resultado: '0', mensagem: 'OPERACAO CANCELADA', assinatura: 'd'.repeat(64) };
    const sale: TTefAgentSale = { referencia: REF, situacao: 'FINALIZADA', mensagem: 'APROVADA', resultado: signed() };
    let server: TTefIntent = makeIntent({ status: 'CRIADA', statusTransacao: null, tipo: 'EL', referencia: REF });
    const stub = stubFetchRoutes({
      '/api-v2/tef/intencaoVenda/': (url) => {
        if (url.endsWith('/resultadoAgente')) {
          server = approvedIntent({
            tipo: 'EL',
            referencia: REF,
            pagamentoRegistrado: false,
            cancelamentoAgente: what,
          });
        }
        return jsonResponse(200, server);
      },
      '/api-v2/tef/intencaoVenda': () => jsonResponse(200, server),
      '/api-v2/tef/cancelamentoAgente': () => {
        server = makeIntent({ status: 'CANCELADA', tipo: 'EL', referencia: REF, cancelamentoAgente: null });
        return jsonResponse(200, server);
      },
      '/api-v2/impressaoAPI/enviarImpressaoTef/': () => jsonResponse(200, []),
      [`${AGENT}/debito`]: () => jsonResponse(200, sale),
      [`${AGENT}/vendas/`]: () => jsonResponse(200, sale),
      [`${AGENT}/cancelamento`]: () => jsonResponse(200, cancel),
    });
    renderWithProviders(<TefSaleDialog sale={SALE} onClose={vi.fn()} />);
    await waitFor(() => expect(stub.callsTo('/api-v2/tef/cancelamentoAgente')).toHaveLength(1));
    const [, agentInit] = stub.callsTo(`${AGENT}/cancelamento`)[0]!;
    expect(JSON.parse(String(agentInit!.body))).toEqual({ nsu: '500123', data: what.data, valor: 28.4 });
    const [, relayInit] = stub.callsTo('/api-v2/tef/cancelamentoAgente')[0]!;
    expect(JSON.parse(String(relayInit!.body))).toEqual(cancel);
  });
});

describe('re-sending what the local agent kept (a page closed between approval and relay)', () => {
  beforeEach(() => signIn());

  function stubResend(kept: TTefAgentResult[], server: (result: TTefAgentResult) => Response) {
    return stubFetchRoutes({
      [`${AGENT}/pendentes`]: () => jsonResponse(200, kept),
      [`${AGENT}/vendas/`]: () => jsonResponse(200, {}),
      '/api-v2/tef/resultadoAgente': (_url, init) => server(JSON.parse(String(init?.body)) as TTefAgentResult),
    });
  }

  it('relays each kept result by reference and confirms to the agent only what the server answered', async () => {
    const mine = signed();
    const foreign = signed({ referencia: 'brasa-de-outra-unidade' });
    const stub = stubResend([mine, foreign], (result) =>
      result.referencia === REF
        ? jsonResponse(200, approvedIntent({ tipo: 'EL', referencia: REF }))
        : jsonResponse(404, { errorMessage: MSG.TEF_INTENT_NOT_FOUND }),
    );
    expect(await resendKeptAgentResults(AGENT)).toBe(1);
    const relayed = stub.callsTo('/api-v2/tef/resultadoAgente').map(([, init]) => JSON.parse(String(init?.body)));
    expect(relayed).toEqual([mine, foreign]);
    // The other unit's result stays at the agent; ours is confirmed (the agent forgets it).
    expect(stub.callsTo(`${AGENT}/vendas/`).map(([url]) => url)).toEqual([`${AGENT}/vendas/${REF}/confirmar`]);
  });

  it('cancels at the agent each approval still to reverse and relays the signed cancel to the server', async () => {
    const what = { referencia: REF, nsu: '500123', data: '2026-11-24T20:00:00.000Z', valor: 28.4 };
    const cancel = { ...what, resultado: '0', mensagem: 'OPERACAO CANCELADA', assinatura: 'c'.repeat(64) };
    const stub = stubFetchRoutes({
      [`${AGENT}/pendentes`]: () => jsonResponse(200, []),
      [`${AGENT}/cancelamento`]: () => jsonResponse(200, cancel),
      '/api-v2/tef/estornosAgente': () =>
        jsonResponse(200, [approvedIntent({ tipo: 'EL', referencia: REF, cancelamentoAgente: what })]),
      '/api-v2/tef/cancelamentoAgente': () => jsonResponse(200, approvedIntent({ status: 'CANCELADA', tipo: 'EL' })),
    });
    expect(await resendKeptAgentResults(AGENT)).toBe(0);
    const [, agentInit] = stub.callsTo(`${AGENT}/cancelamento`)[0]!;
    expect(JSON.parse(String(agentInit!.body))).toEqual({ nsu: '500123', data: what.data, valor: 28.4 });
    const relayed = stub.callsTo('/api-v2/tef/cancelamentoAgente').map(([, init]) => JSON.parse(String(init?.body)));
    expect(relayed).toEqual([cancel]);
  });

  it('runs when the payment dialog knows the agent, and tells the cashier a payment was recovered', async () => {
    const stub = stubResend([signed()], () => jsonResponse(200, approvedIntent({ tipo: 'EL', referencia: REF })));
    renderWithProviders(<ResendProbe agentUrl={AGENT} />);
    await screen.findByText(/recuperado e registrado no pedido/);
    expect(stub.callsTo('/api-v2/tef/resultadoAgente')).toHaveLength(1);
    // No agent (the cloud terminal): nothing is asked.
    const quiet = stubResend([signed()], () => jsonResponse(200, approvedIntent()));
    renderWithProviders(<ResendProbe agentUrl={null} />);
    await new Promise((done) => setTimeout(done, 20));
    expect(quiet.callsTo(`${AGENT}/pendentes`)).toHaveLength(0);
  });
});

function ResendProbe({ agentUrl }: { agentUrl: string | null }) {
  useTefAgentResend(agentUrl);
  return null;
}
