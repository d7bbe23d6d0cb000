import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { makeIntent } from '../../../../test/make-tef-intent';
import { jsonResponse, renderRoutes } from '../../../../test/render';
import { tefDeletionWindow } from '../model/tef-deletion';
import { TefDeletePaymentDialog } from './tef-delete-payment-dialog';

const CONFIG = { configurado: true, cpfCnpj: null, terminalPadraoId: 'T1', localImpressao: 'CAIXA', tipo: 'TEF' };

function open(aprovadaEm: string, answer = () => jsonResponse(200, makeIntent({ status: 'APROVADA' }))) {
  const onDeleted = vi.fn();
  const stub = stubFetchRoutes({
    '/api-v2/tef/intencaoVenda/91/excluirPagamento': answer,
    '/api-v2/tef/intencaoVenda/91': () => jsonResponse(200, makeIntent({ status: 'APROVADA', aprovadaEm })),
    '/api-v2/tef/configuracao': () => jsonResponse(200, { ...CONFIG, prazoExclusaoMinutos: 30 }),
  });
  renderRoutes(
    [{ path: '/', element: <TefDeletePaymentDialog intencaoVendaId={91} onDeleted={onDeleted} onClose={vi.fn()} /> }],
    '/',
  );
  return { stub, onDeleted };
}

describe('card-terminal payment deletion (doc 1 §5)', () => {
  it('the window: 30 minutes after the approval, then the spec message', () => {
    const approved = { aprovadaEm: '2026-11-24T20:00:00.000Z', updatedAt: '2026-11-24T20:00:00.000Z' };
    const inside = tefDeletionWindow(approved, 30, new Date('2026-11-24T20:29:00Z'));
    expect(inside.expiredMessage).toBeNull();
    expect(inside.deadline.toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(inside.text).toMatch(
      /^Exclusão permitida até \d{2}\/\d{2}\/2026 \d{2}:\d{2} \(30 minutos após a aprovação\)\.$/,
    );
    expect(tefDeletionWindow(approved, 30, new Date('2026-11-24T20:31:00Z')).expiredMessage).toBe(
      'O tempo para a exclusão desse pagamento expirou',
    );
    expect(tefDeletionWindow(approved, undefined, new Date('2026-11-24T20:31:00Z')).expiredMessage).not.toBeNull();
  });

  it('asks the technical password and deletes through excluirPagamento inside the window', async () => {
    const { stub, onDeleted } = open(new Date(Date.now() - 5 * 60_000).toISOString());
    expect(await screen.findByTestId('tef-delete-window')).toHaveTextContent('30 minutos após a aprovação');
    await userEvent.click(screen.getByTestId('tef-delete-confirm'));
    expect(await screen.findByText('Informe a senha técnica.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('tef-delete-password'), '1234');
    await userEvent.click(screen.getByTestId('tef-delete-confirm'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [, init] = stub.callsTo('/api-v2/tef/intencaoVenda/91/excluirPagamento')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ senhaTecnica: '1234' });
  });

  it('shows the server refusal (wrong password) and keeps the dialog', async () => {
    const { onDeleted } = open(new Date(Date.now() - 60_000).toISOString(), () =>
      jsonResponse(422, { errorMessage: 'Senha técnica inválida.' }),
    );
    await userEvent.type(await screen.findByTestId('tef-delete-password'), '9999');
    await userEvent.click(screen.getByTestId('tef-delete-confirm'));
    expect(await screen.findByText('Senha técnica inválida.')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('past the window the deletion is refused before asking the server', async () => {
    const { stub } = open(new Date(Date.now() - 45 * 60_000).toISOString());
    expect(await screen.findByTestId('tef-delete-expired')).toHaveTextContent(
      'O tempo para a exclusão desse pagamento expirou',
    );
    expect(screen.getByTestId('tef-delete-confirm')).toBeDisabled();
    expect(stub.callsTo('/api-v2/tef/intencaoVenda/91/excluirPagamento')).toHaveLength(0);
  });

  describe('local agent (EL)', () => {
    const AGENT = 'http://127.0.0.1:2311';
    const CANCEL = { referencia: 'ref-91', nsu: '500123', data: '2026-11-24T20:00:00.000Z', valor: 28.4 };
    const SIGNED = { ...CANCEL, resultado: '0', mensagem: 'OPERACAO CANCELADA', assinatura: 'b'.repeat(64) };

    function openEl(agentAnswer: () => Response | Promise<Response>) {
      const onDeleted = vi.fn();
      const approved = makeIntent({
        status: 'APROVADA',
        tipo: 'EL',
        nsu: '500123',
        pagamentoRegistrado: true,
        aprovadaEm: new Date(Date.now() - 60_000).toISOString(),
      });
      const stub = stubFetchRoutes({
        '/api-v2/tef/intencaoVenda/91/excluirPagamento': (_url, init) => {
          const body = JSON.parse(String(init!.body)) as { cancelamentoAgente?: unknown };
          return jsonResponse(
            200,
            body.cancelamentoAgente
              ? { ...approved, status: 'CANCELADA', cancelamentoAgente: null }
              : { ...approved, cancelamentoAgente: CANCEL },
          );
        },
        '/api-v2/tef/intencaoVenda/91': () => jsonResponse(200, approved),
        '/api-v2/tef/configuracao': () => jsonResponse(200, { ...CONFIG, tipo: 'EL', prazoExclusaoMinutos: 30 }),
        '/api-v2/pedidoIntegracao/allIntegracoesAtivas': () =>
          jsonResponse(200, [{ id: 3, tipo: 'EL', descricao: 'Agente', dados: '{"TEF":{"portaAgente":2311}}' }]),
        [`${AGENT}/cancelamento`]: agentAnswer,
      });
      renderRoutes(
        [
          {
            path: '/',
            element: <TefDeletePaymentDialog intencaoVendaId={91} onDeleted={onDeleted} onClose={vi.fn()} />,
          },
        ],
        '/',
      );
      return { stub, onDeleted };
    }

    it('cancels at the agent and relays its signed answer; only that second call deletes', async () => {
      const { stub, onDeleted } = openEl(() => jsonResponse(200, SIGNED));
      await userEvent.type(await screen.findByTestId('tef-delete-password'), '1234');
      await userEvent.click(screen.getByTestId('tef-delete-confirm'));
      await waitFor(() => expect(onDeleted).toHaveBeenCalled());
      const [, agentInit] = stub.callsTo(`${AGENT}/cancelamento`)[0]!;
      expect(JSON.parse(String(agentInit!.body))).toEqual({ nsu: '500123', data: CANCEL.data, valor: 28.4 });
      const deletes = stub.callsTo('/api-v2/tef/intencaoVenda/91/excluirPagamento');
      expect(deletes.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([
        { senhaTecnica: '1234' },
        { senhaTecnica: '1234', cancelamentoAgente: SIGNED },
      ]);
    });

    it('an agent that refuses the cancel deletes nothing and shows why', async () => {
      const { stub, onDeleted } = openEl(() =>
        jsonResponse(200, { ...SIGNED, resultado: '1', mensagem: 'Venda não encontrada para cancelamento.' }),
      );
      await userEvent.type(await screen.findByTestId('tef-delete-password'), '1234');
      await userEvent.click(screen.getByTestId('tef-delete-confirm'));
      expect(await screen.findByText('Venda não encontrada para cancelamento.')).toBeInTheDocument();
      expect(stub.callsTo('/api-v2/tef/intencaoVenda/91/excluirPagamento')).toHaveLength(1);
      expect(onDeleted).not.toHaveBeenCalled();
    });
  });
});
