import type { TScaleProduct, TScaleSettings } from '@brasa/contracts';
import { MSG, ROLES } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ScaleKioskPage } from './scale-kiosk-page';

const quilo: TScaleProduct = {
  idProduto: 11,
  descricao: 'Comida por quilo',
  valorUnitarioVenda: 69.9,
  unidadeMedida: { sigla: 'KG' },
  produtoLivreAssociado: { idProduto: 12, descricao: 'Buffet livre', valorUnitarioVenda: 59.9 },
  tipoNotificacao: 'COZINHA',
  grupoProduto: { id: 1, descricao: 'Balança' },
  cobrarTaxaServico: true,
};
const picanha: TScaleProduct = {
  ...quilo,
  idProduto: 13,
  descricao: 'Picanha fatiada (kg)',
  valorUnitarioVenda: 129.9,
  produtoLivreAssociado: null,
};
const settings: TScaleSettings = {
  terminal: 'PADRAO',
  produtosKGSelecionados: [11, 13],
  atalhos: { F1: 11, F2: 13 },
  geracaoIdentificador: '',
  imprimirAoCriar: true,
  ultimoIdentificador: null,
};

function setup(weights: Array<{ peso: number; codigo?: 10 | 20 | 25; mensagem?: string }>) {
  localStorage.clear();
  sessionStore.start('jwt', makeProfile({ roles: [ROLES.ROLE_AUTOATENDIMENTO_BALANCA_PDV_ONLINE] }));
  let i = 0;
  const stub = stubFetchRoutes({
    '/api-v2/balanca/configuracao': (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { ...settings, ...JSON.parse(String(init.body)) })
        : jsonResponse(200, settings),
    '/api-v2/balanca/produtos': () => jsonResponse(200, [quilo, picanha]),
    '/api-v2/balanca/peso': () => {
      const w = weights[Math.min(i++, weights.length - 1)]!;
      return jsonResponse(200, {
        peso: w.peso,
        estavel: !w.codigo,
        codigo: w.codigo ?? null,
        mensagem: w.mensagem ?? null,
        lidoEm: '2026-11-24T20:00:00.000Z',
      });
    },
    '/api-v2/balanca/pedido': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { identificador: string; peso: number };
      return jsonResponse(200, {
        idPedido: 99,
        sequencial: 99,
        identificador: body.identificador,
        descricao: 'Comida por quilo',
        quantidade: body.peso,
        valorUnitario: 69.9,
        total: 34.95,
        livreAssociado: false,
        impresso: true,
        mensagemImpressao: 'Pedido enviado para impressão.',
      });
    },
  });
  renderRoutes([{ path: '/atendimento-balanca', element: <ScaleKioskPage pollMs={20} /> }], '/atendimento-balanca');
  return stub;
}

describe('weighing kiosk (doc 3 §2.6, §4.6)', () => {
  it('weighs a plate, takes the tab number and saves the sale', async () => {
    const stub = setup([{ peso: 0 }, { peso: 0 }, { peso: 0.5 }]);
    await userEvent.click(await screen.findByTestId('scale-kiosk-start'));
    const kiosk = await screen.findByTestId('scale-kiosk-dialog');
    expect(within(kiosk).getByTestId('scale-kiosk-product-11')).toHaveTextContent(
      'F1 · Comida por quilo — R$ 69,90/kg',
    );

    const captured = await within(kiosk).findByTestId('kiosk-step-PESO_CAPTURADO');
    expect(captured).toHaveTextContent('0,500 kg');
    expect(captured).toHaveTextContent('Comida por quilo — R$ 34,95');
    await userEvent.click(within(kiosk).getByTestId('kiosk-confirm-weight'));

    await within(kiosk).findByTestId('kiosk-step-INFORMAR_COMANDA');
    await userEvent.type(within(kiosk).getByTestId('kiosk-tab-input'), '7');
    await userEvent.click(within(kiosk).getByTestId('kiosk-confirm-tab'));

    const done = await within(kiosk).findByTestId('kiosk-step-RETIRAR_PRATO');
    expect(done).toHaveTextContent('Comanda 7');
    expect(done).toHaveTextContent('R$ 34,95');
    const [[, init]] = stub.callsTo('/api-v2/balanca/pedido') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ terminal: 'PADRAO', idProduto: 11, peso: 0.5, identificador: '7' });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('shows the free associated product when cheaper, and F2 picks the second product', async () => {
    setup([{ peso: 0 }, { peso: 1.2 }]);
    await userEvent.click(await screen.findByTestId('scale-kiosk-start'));
    const kiosk = await screen.findByTestId('scale-kiosk-dialog');
    const captured = await within(kiosk).findByTestId('kiosk-step-PESO_CAPTURADO');
    expect(captured).toHaveTextContent('Buffet livre — R$ 59,90');
    await userEvent.keyboard('{F2}');
    await waitFor(() => expect(captured).toHaveTextContent('Picanha fatiada (kg) — R$ 155,88'));
  });

  it('shows a read error of the scale with its code and message', async () => {
    setup([{ peso: 0, codigo: 20, mensagem: MSG.SCALE_REQUEST_FILE_NOT_CREATED }]);
    await userEvent.click(await screen.findByTestId('scale-kiosk-start'));
    expect(await screen.findByTestId('kiosk-scale-error')).toHaveTextContent(
      `20 — ${MSG.SCALE_REQUEST_FILE_NOT_CREATED}`,
    );
  });

  it('saves the settings of the terminal and refuses a bad generation', async () => {
    const stub = setup([{ peso: 0 }]);
    await userEvent.click(await screen.findByTestId('scale-settings-open'));
    const dialog = await screen.findByTestId('scale-settings-dialog');
    const generation = within(dialog).getByTestId('scale-settings-generation');
    await userEvent.type(generation, 'X|1');
    expect(dialog).toHaveTextContent(MSG.SCALE_IDENTIFIER_GENERATION_INVALID);
    await userEvent.clear(generation);
    await userEvent.type(generation, 's|1|49');
    await userEvent.click(within(dialog).getByTestId('scale-settings-product-13'));
    await userEvent.click(within(dialog).getByTestId('scale-settings-save'));
    await waitFor(() => expect(screen.queryByTestId('scale-settings-dialog')).not.toBeInTheDocument());
    const put = stub.callsTo('/api-v2/balanca/configuracao').find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      terminal: 'PADRAO',
      produtosKGSelecionados: [11],
      atalhos: { F1: 11 },
      geracaoIdentificador: 'S|1|49',
      imprimirAoCriar: true,
    });
    expect(await screen.findByText('gerada automaticamente (S|1|49)', { exact: false })).toBeInTheDocument();
  });
});
