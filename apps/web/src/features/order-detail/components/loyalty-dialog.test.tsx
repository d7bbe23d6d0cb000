import { MSG } from '@brasa/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { LoyaltyDialog } from './loyalty-dialog';

afterEach(() => vi.unstubAllGlobals());

const FM = { id: 8, descricao: 'Fidelidade FM', tipo: 'FM', exigeNome: false };
const ST = { id: 9, descricao: 'Fidelidade ST', tipo: 'ST', exigeNome: true };
const ZO = { id: 10, descricao: 'Fidelidade ZO', tipo: 'ZO', exigeNome: false };

function open(integrations: unknown[], onClose = vi.fn()) {
  sessionStore.start('jwt', makeProfile());
  const order = makeOrder({ totalPedido: 56.8 });
  order.iFoodOrder.customer = { name: '', phone: null };
  const stub = stubFetchRoutes({
    '/api-v2/pedidoIntegracao/integracoesFidelidade': () => jsonResponse(200, integrations),
    '/api-v2/pedidoIntegracao/pontuar': () =>
      jsonResponse(200, { pontos: 56, saldo: 56, mensagem: MSG.CONSUMER_SCORED }),
  });
  renderRoutes([{ path: '/', element: <LoyaltyDialog order={order} onClose={onClose} /> }], '/');
  return { stub, order, onClose };
}

describe("LoyaltyDialog 'Pontuar cliente' (doc 2 §2.7, §5.9)", () => {
  it('masks CPF and phone, asks for a CPF or phone, confirms on Enter with the total in the path', async () => {
    const { stub, order, onClose } = open([FM]);
    const user = userEvent.setup();
    const cpf = await screen.findByTestId('loyalty-cpf');
    await user.click(screen.getByTestId('loyalty-confirm'));
    expect(screen.getByTestId('loyalty-error')).toHaveTextContent(MSG.LOYALTY_CPF_OR_PHONE_REQUIRED);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.type(screen.getByTestId('loyalty-telefone'), '11987654321');
    expect(screen.getByTestId('loyalty-telefone')).toHaveValue('(11) 98765-4321');
    await user.type(screen.getByTestId('loyalty-telefone'), '{Enter}');

    expect(await screen.findByText(MSG.CONSUMER_SCORED)).toBeInTheDocument();
    const [url, init] = stub.callsTo('/api-v2/pedidoIntegracao/pontuar')[0]!;
    expect(url).toBe(`/api-v2/pedidoIntegracao/pontuarFidelimax/${order.id}/56,80`);
    expect(JSON.parse(String(init?.body))).toMatchObject({ cpf: '52998224725', telefone: '11987654321' });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('requires the name for the provider that needs it and refuses an invalid CPF', async () => {
    const { stub } = open([ST]);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('loyalty-cpf'), '11111111112');
    await user.click(screen.getByTestId('loyalty-confirm'));
    expect(screen.getByTestId('loyalty-error')).toHaveTextContent(MSG.LOYALTY_NAME_REQUIRED);
    await user.type(screen.getByTestId('loyalty-nome'), 'Ana');
    await user.click(screen.getByTestId('loyalty-confirm'));
    expect(screen.getByTestId('loyalty-error')).toHaveTextContent(MSG.INVALID_DOCUMENT);
    expect(stub.callsTo('/api-v2/pedidoIntegracao/pontuar')).toHaveLength(0);
  });

  it('ZO sends name and phone to pontuar/{id}/ZO', async () => {
    const { stub, order } = open([ZO]);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('loyalty-nome'), 'Ana');
    expect(screen.queryByTestId('loyalty-cpf')).toBeNull();
    await user.type(screen.getByTestId('loyalty-telefone'), '11987654321{Enter}');
    expect(await screen.findByText(MSG.CONSUMER_SCORED)).toBeInTheDocument();
    const [url, init] = stub.callsTo('/api-v2/pedidoIntegracao/pontuar')[0]!;
    expect(url).toBe(`/api-v2/pedidoIntegracao/pontuar/${order.id}/ZO`);
    expect(JSON.parse(String(init?.body))).toEqual({ nome: 'Ana', fone: '11987654321' });
  });

  it('closes by itself when the unit has no loyalty integration', async () => {
    const onClose = vi.fn();
    open([], onClose);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
