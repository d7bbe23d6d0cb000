import type { TSettlementReceipt } from '@brasa/contracts';
import { ROLES } from '@brasa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { SettlementReceiptPage } from './settlement-receipt-page';

const RECEIPT = '/api-v2/entregador/acerto/recibo';
const PATH = '/admin/movimentoFinanceiro/gerarRecibo';
const totals = { pedidos: 2, totalValorEntrega: 16, valorPagar: 1234.56, valor: 59.9, saldo: -1174.66 };
const BODY: TSettlementReceipt = {
  unidade: 'BRASA CENTRO',
  entregadores: [
    {
      pessoa: { id: 7, nome: 'JOAO MOTO' },
      acertos: [
        {
          id: 900,
          dataPedido: '2026-11-23',
          lancadoEm: new Date(2026, 10, 24, 9, 5).toISOString(),
          usuario: 'despacho',
          formaPagamento: 'Dinheiro',
          pedidos: [
            { id: 101, sequencial: 12, dataPedido: new Date(2026, 10, 23, 20, 7).toISOString(), taxaEntrega: 7 },
            { id: 102, sequencial: null, dataPedido: new Date(2026, 10, 23, 22, 30).toISOString(), taxaEntrega: 9 },
          ],
          valores: { diaria: 30, totalPorEntrega: 10, totalPorcentagemEntrega: 1.6, entregadorValorMinimo: 50 },
          totais: totals,
        },
      ],
      totais: totals,
    },
  ],
  totais: totals,
};

function renderReceipt(ids: string, answer = () => jsonResponse(200, BODY)) {
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_ACERTO_ENTREGADORES] }));
  const stub = stubFetchRoutes({ [RECEIPT]: answer });
  renderRoutes([{ path: PATH, element: <SettlementReceiptPage /> }], `${PATH}?idsGerarRecibo=${ids}`);
  return stub;
}

afterEach(() => vi.restoreAllMocks());

describe('settlement receipt page (doc 4 §7 gerarRecibo)', () => {
  it('asks the server for the ids of the URL and shows unit, courier, orders (dd/MM/yyyy HH:mm) and the sums', async () => {
    const stub = renderReceipt('900');
    const courier = await screen.findByTestId('receipt-courier-7');
    expect(stub.callsTo(RECEIPT)[0]![0]).toBe(`${RECEIPT}?ids=900`);
    expect(screen.getByTestId('receipt-unit')).toHaveTextContent('BRASA CENTRO');
    expect(courier).toHaveTextContent('JOAO MOTO');
    const settlement = within(courier).getByTestId('receipt-settlement-900');
    expect(settlement).toHaveTextContent('Lançado em 24/11/2026 09:05 por despacho · Dinheiro');
    expect(settlement).toHaveTextContent('23/11/2026 20:07#12R$ 7,00');
    expect(settlement).toHaveTextContent('23/11/2026 22:30#102R$ 9,00');
    const sums = within(courier).getByTestId('receipt-totals-7');
    const text = (sums.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('A pagar ao entregadorR$ 1.234,56');
    expect(text).toContain('Recebido pelo entregadorR$ 59,90');
    expect(screen.getByTestId('receipt-totals-7-saldo').textContent?.replace(/\s/g, ' ')).toBe('-R$ 1.174,66');
    expect(sums).toHaveTextContent('Restaurante paga ao entregador');
    expect(courier).toHaveTextContent('Assinatura do entregador');
    // One courier: no second total block.
    expect(screen.queryByTestId('receipt-totals-all')).not.toBeInTheDocument();
  });

  it("'Imprimir' prints the page", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReceipt('900');
    await screen.findByTestId('receipt-courier-7');
    await userEvent.click(screen.getByTestId('receipt-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal (not found, bad ids) and keeps 'Imprimir' off", async () => {
    renderReceipt('12,99', () => jsonResponse(404, { errorMessage: 'Acerto de entregador não encontrado.' }));
    expect(await screen.findByText('Acerto de entregador não encontrado.')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-print')).toBeDisabled();
  });
});
