import { MSG, ROLES } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse } from '../../../test/render';
import { makeMenuEntry } from '../test-utils/menu-factories';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { SCALE_MODULE_TOOLTIP, WeightDialog } from './weight-dialog';

const quilo = makeMenuEntry({
  idProduto: 90,
  descricao: 'Comida por quilo',
  valorUnitarioVenda: 69.9,
  codigoBarras: null,
});
const reading = (peso: number, codigo: 10 | 20 | 25 | null = null, mensagem: string | null = null) =>
  jsonResponse(200, { peso, estavel: codigo === null, codigo, mensagem, lidoEm: '2026-11-24T20:00:00.000Z' });

function open(roles = [ROLES.ROLE_PDV_COMANDA_MESA, ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE]) {
  signIn(makeProfile({ roles }));
  const onConfirm = vi.fn();
  renderWithProviders(
    <WeightDialog
      pending={{ entry: quilo, announce: false }}
      onConfirm={onConfirm}
      onClose={() => undefined}
      captureDelayMs={0}
    />,
  );
  return onConfirm;
}

describe('scale capture in the weight dialog (doc 2 §4.7)', () => {
  it('fills the weight read from the scale', async () => {
    const stub = stubFetchRoutes({ '/api-v2/balanca/peso': () => reading(0.512) });
    const onConfirm = open();
    await userEvent.click(screen.getByTestId('weight-capture'));
    await waitFor(() => expect(screen.getByTestId('weight-input')).toHaveValue('0,512'));
    expect(screen.getByText('Total: R$ 35,79')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('weight-confirm'));
    expect(onConfirm).toHaveBeenCalledWith(0.512);
    expect(stub.callsTo('/api-v2/balanca/peso')).toHaveLength(1);
  });

  it('after 5 failed attempts warns to type the weight by hand, with the scale error', async () => {
    const stub = stubFetchRoutes({ '/api-v2/balanca/peso': () => reading(0, 10, MSG.SCALE_READER_NOT_OPEN) });
    open();
    await userEvent.click(screen.getByTestId('weight-capture'));
    expect(await screen.findByText(MSG.SCALE_CAPTURE_MANUALLY)).toBeInTheDocument();
    expect(screen.getByTestId('weight-capture-error')).toHaveTextContent(MSG.SCALE_READER_NOT_OPEN);
    expect(stub.callsTo('/api-v2/balanca/peso')).toHaveLength(5);
    expect(screen.getByTestId('weight-input')).toHaveValue('');
  });

  it('without the scale role the capture is off and says to contract the module', async () => {
    open([ROLES.ROLE_PDV_COMANDA_MESA]);
    expect(screen.getByTestId('weight-capture')).toBeDisabled();
    await userEvent.hover(screen.getByTestId('weight-capture').parentElement!);
    expect(await screen.findByText(SCALE_MODULE_TOOLTIP)).toBeInTheDocument();
  });
});
