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
});
