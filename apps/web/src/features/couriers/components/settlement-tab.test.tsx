import { ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { makeCourier, makeDay, makeSettlementEntry } from '../test-utils/fixtures';
import { CouriersPage } from './couriers-page';

const LIST = '/api-v2/pedidoIntegracao/listPorEntregadorAcerto';
const SETTLE = '/api-v2/pessoa/acertoEntregador';
const JOBS = '/api-v2/jobAssincrono';
const joao = makeCourier();
const METHODS = [
  {
    id: 1,
    descricao: 'Dinheiro',
    codigo: 'DIN',
    utilizaTef: false,
    modeloPos: null,
    pessoaRequerida: false,
    intervalo: 0,
    ativo: true,
    conta: { idConta: 1, tipoConta: 'CAIXA', descricao: 'Caixa', pendente: false },
  },
];

function renderSettlement({ operation = '1', settle }: { operation?: string | null; settle?: RouteHandler } = {}) {
  sessionStore.start(
    'jwt',
    makeProfile({ roles: [ROLES.ROLE_PDV_GESTAO_ENTREGADORES, ROLES.ROLE_ACERTO_ENTREGADORES] }),
  );
  const days = [
    makeDay(joao, { dataPedido: '2026-11-22', pedidos: [90], isAcertoDone: true }),
    makeDay(joao, { dataPedido: '2026-11-23', pedidos: [101, 102], saldo: -30 }),
  ];
  const stub = stubFetchRoutes({
    [LIST]: () => {
      // The settled day's order carries its settlement movement (77).
      const entry = {
        ...makeSettlementEntry(joao, days),
        pedidos: [makeOrder({ id: 90, idMovimentoFinanceiroAcerto: 77 })],
      };
      return jsonResponse(200, { list: [entry], pedidosNaoImportados: 0 });
    },
    '/api-v2/pessoa/entregador': () => jsonResponse(200, [joao, makeCourier({ id: 8, nome: 'PEDRO MOTO' })]),
    [JOBS]: () =>
      jsonResponse(200, {
        id: 5,
        uuid: 'u',
        nome: 'relatorios',
        descricao: 'Vendas por entregador - 22/11/2026 a 23/11/2026 - PEDRO MOTO',
        status: 'PENDENTE',
        tipo: 'INFO',
        dados: null,
        progresso: 0,
        visualizado: false,
        createdAt: '2026-11-23T12:00:00.000Z',
        idUsuario: 1,
      }),
    '/api-v2/pedidoIntegracao/listPorEntregador': () => jsonResponse(200, []),
    '/api-v2/parametro/tipo/': () =>
      jsonResponse(200, operation === null ? [] : [{ chave: 'ID_OPERACAO_ACERTO_ENTREGADOR', valorString: operation }]),
    '/service': () => jsonResponse(200, METHODS),
    [SETTLE]:
      settle ??
      (() => jsonResponse(200, [{ id: 900, pessoaId: 7, pedidos: [101, 102], valorPagar: 60, valor: 30, saldo: -30 }])),
  });
  renderRoutes([{ path: '/deliveryman', element: <CouriersPage /> }], '/deliveryman');
  return stub;
}

afterEach(() => vi.restoreAllMocks());

/** window.open, recorded (the receipt opens in a new tab). */
const spyOpen = () => vi.spyOn(window, 'open').mockImplementation(() => null);

async function openTab() {
  await userEvent.click(await screen.findByTestId('couriers-tab-settlement'));
  return screen.findByTestId('settlement-courier-7');
}

async function chooseMethod() {
  await userEvent.click(screen.getByTestId('settlement-method'));
  await userEvent.click(await screen.findByRole('option', { name: 'Dinheiro' }));
}

describe('Acerto de Entregadores (doc 4 §2, §5, §8)', () => {
  it('is a tab only for ROLE_ACERTO_ENTREGADORES', async () => {
    sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_PDV_GESTAO_ENTREGADORES] }));
    stubFetchRoutes({ '/api-v2/pedidoIntegracao/listPorEntregador': () => jsonResponse(200, []) });
    renderRoutes([{ path: '/deliveryman', element: <CouriersPage /> }], '/deliveryman');
    expect(await screen.findByTestId('couriers-tab-conference')).toBeInTheDocument();
    expect(screen.queryByTestId('couriers-tab-settlement')).not.toBeInTheDocument();
  });

  it("shows 'done days / total days' and the open days' balance", async () => {
    renderSettlement();
    await openTab();
    expect(screen.getByTestId('settlement-days-7')).toHaveTextContent('1 / 2');
    expect(screen.getByTestId('settlement-balance-7').textContent?.replace(/\s/g, ' ')).toContain('-R$ 30,00');
  });

  it('disables the post with a red alert when ID_OPERACAO_ACERTO_ENTREGADOR is unset', async () => {
    renderSettlement({ operation: null });
    await openTab();
    expect(await screen.findByTestId('settlement-no-operation')).toBeInTheDocument();
    expect(screen.getByTestId('settlement-post')).toBeDisabled();
  });

  it("refuses a post without payment method: 'Nenhuma forma de pagamento informado'", async () => {
    const stub = renderSettlement();
    await openTab();
    await userEvent.click(screen.getByTestId('settlement-select-7'));
    await waitFor(() => expect(screen.getByTestId('settlement-post')).toBeEnabled());
    await userEvent.click(screen.getByTestId('settlement-post'));
    expect(await screen.findByText('Nenhuma forma de pagamento informado')).toBeInTheDocument();
    expect(stub.callsTo(SETTLE)).toHaveLength(0);
  });

  it("posts the open days with an Idempotency-Key, then 'Acerto lançado com sucesso!' and the receipt question; 'Sim' opens the receipt", async () => {
    const open = spyOpen();
    const stub = renderSettlement();
    await openTab();
    expect(screen.getByTestId('settlement-receipt')).toBeDisabled();
    await openTab();
    await userEvent.click(screen.getByTestId('settlement-select-7'));
    await chooseMethod();
    await userEvent.click(screen.getByTestId('settlement-post'));
    expect(await screen.findByText('Acerto lançado com sucesso!')).toBeInTheDocument();
    const [, init] = stub.callsTo(SETTLE)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual([{ formaPagamento: { id: 1 }, pessoaId: 7, pedidos: [101, 102] }]);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const question = await screen.findByTestId('settlement-print-question');
    expect(question).toHaveTextContent('Deseja imprimir um comprovante deste lançamento?');
    await userEvent.click(within(question).getByTestId('settlement-print-yes'));
    expect(open).toHaveBeenCalledWith(
      '/admin/movimentoFinanceiro/gerarRecibo?idsGerarRecibo=900',
      '_blank',
      'noopener',
    );
    // 'Gerar recibo' opens the just-made settlement's receipt again.
    await waitFor(() => expect(screen.queryByTestId('settlement-print-question')).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('settlement-receipt'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(
      '/admin/movimentoFinanceiro/gerarRecibo?idsGerarRecibo=900',
      '_blank',
      'noopener',
    );
  });

  it("a settled day's 'Gerar recibo' opens the receipt of its settlement movement", async () => {
    const open = spyOpen();
    renderSettlement();
    await openTab();
    await userEvent.click(screen.getByTestId('settlement-expand-7'));
    expect(screen.queryByTestId('settlement-day-receipt-7|2026-11-23')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('settlement-day-receipt-7|2026-11-22'));
    expect(open).toHaveBeenCalledWith('/admin/movimentoFinanceiro/gerarRecibo?idsGerarRecibo=77', '_blank', 'noopener');
  });

  it("'Vendas por entregador' starts the report job for the period and courier on screen and shows the jobs' panel", async () => {
    const stub = renderSettlement();
    await openTab();
    await userEvent.clear(screen.getByTestId('settlement-from'));
    await userEvent.type(screen.getByTestId('settlement-from'), '22112026');
    await userEvent.clear(screen.getByTestId('settlement-to'));
    await userEvent.type(screen.getByTestId('settlement-to'), '23112026');
    await userEvent.click(screen.getByTestId('settlement-search'));
    await userEvent.click(screen.getByTestId('courier-sales-courier'));
    await userEvent.click(await screen.findByRole('option', { name: 'PEDRO MOTO' }));
    await userEvent.click(screen.getByTestId('courier-sales-generate'));
    await waitFor(() => expect(stub.callsTo(JOBS)).toHaveLength(1));
    const [, init] = stub.callsTo(JOBS)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      relatorio: 'VENDAS_ENTREGADOR',
      nome: 'relatorios',
      dataInicial: '2026-11-22 00:00:00',
      dataFinal: '2026-11-23 00:00:00',
      entregadorId: 8,
    });
    const frame = await screen.findByTestId('jobs-frame');
    expect(frame.getAttribute('src')).toBe('/gerencial/jobAssincrono/relatorios/jwt?showMobileScreen=true');
  });

  it('reuses the key only to retry an attempt that got no answer; a refusal gets a new key next time', async () => {
    let calls = 0;
    const stub = renderSettlement({
      settle: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(422, { errorMessage: 'Não é possível realizar o lançamento pois o caixa está fechado.' });
      },
    });
    await openTab();
    await userEvent.click(screen.getByTestId('settlement-select-7'));
    await chooseMethod();
    await userEvent.click(screen.getByTestId('settlement-post'));
    await screen.findByText('Erro ao lançar acerto do entregador');
    await userEvent.click(screen.getByTestId('settlement-post'));
    expect(
      await screen.findByText(
        'Não foi possível realizar acerto do entregador: Não é possível realizar o lançamento pois o caixa está fechado.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('settlement-post'));
    await waitFor(() => expect(stub.callsTo(SETTLE)).toHaveLength(3));
    const keys = stub.callsTo(SETTLE).map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
