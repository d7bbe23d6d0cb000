import type { TOrder, TOrderFiscalPart } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { makeOrder } from '../../../test/make-order';
import { makeProfile } from '../../../test/make-profile';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { FiscalDocumentDialog } from './fiscal-document-dialog';

afterEach(() => vi.unstubAllGlobals());

const ISSUE = '/api-v2/pedidoIntegracao/gerarNotaFiscal';
const PRINT = '/api-v2/impressaoAPI/enviarImpressaoApp/NotaFiscal/';
const CANCEL = '/api-v2/pedidoIntegracao/cancelarNotaFiscal';
const CHAVE = '35261111222333000181650010000000011021182866';

const part = (over: Partial<TOrderFiscalPart> = {}): TOrderFiscalPart => ({
  status: 100,
  statusDescricao: 'NFC-e autorizada',
  msgStatus: 'Autorizado o uso da NF-e',
  chave: CHAVE,
  modelo: '65',
  nomeNotaFiscal: null,
  cpfCnpj: null,
  idNotaFiscal: 41,
  tipoEmissao: 1,
  situacao: 'AUTORIZADA',
  ...over,
});

const withPart = (order: TOrder, pedido: TOrderFiscalPart | null) => ({ ...order, pedido }) as TOrder;

function open(options: { models?: string; answer?: () => Response; order?: TOrder; cancel?: () => Response } = {}) {
  sessionStore.start('jwt', makeProfile());
  const order = options.order ?? makeOrder({ id: 700, sequencial: 12, pago: true, totalPedido: 56.8 });
  const stub = stubFetchRoutes({
    '/api-v2/parametro/tipo/': () =>
      jsonResponse(
        200,
        options.models === undefined
          ? [{ chave: 'MODELOS_DE_DOCUMENTOS_EMITIDOS', valorString: '65,55' }]
          : options.models
            ? [{ chave: 'MODELOS_DE_DOCUMENTOS_EMITIDOS', valorString: options.models }]
            : [],
      ),
    [ISSUE]: options.answer ?? (() => jsonResponse(200, { pedidoIntegracao: withPart(order, part()), mensagens: [] })),
    [PRINT]: () => jsonResponse(200, [{ result: 'SUCCESS', message: MSG.pedidosEnviadosImpressao(1) }]),
    [CANCEL]:
      options.cancel ??
      (() =>
        jsonResponse(200, {
          pedidoIntegracao: withPart(
            order,
            part({ status: 101, situacao: 'CANCELADA', statusDescricao: 'NFC-e cancelada' }),
          ),
          mensagens: [],
        })),
  });
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <FiscalDocumentDialog order={order} onClose={onClose} /> }], '/');
  return { stub, order, onClose };
}

describe('FiscalDocumentDialog (doc 1 §2.14, doc 2 §4.5)', () => {
  it('cancels an authorized note with a justification of 15 to 255 characters, then offers a new document', async () => {
    const order = withPart(makeOrder({ id: 701, sequencial: 13, pago: true }), part());
    const { stub } = open({ order });
    const user = userEvent.setup();
    expect(screen.queryByTestId('fiscal-issue')).toBeNull();
    await user.click(await screen.findByTestId('fiscal-cancel'));
    const reason = screen.getByTestId('fiscal-cancel-reason');
    await user.type(reason, 'curta');
    await user.click(screen.getByTestId('fiscal-cancel-confirm'));
    expect(screen.getByTestId('fiscal-error')).toHaveTextContent('A justificativa deve ter de 15 a 255 caracteres.');
    expect(stub.callsTo(CANCEL)).toHaveLength(0);
    await user.clear(reason);
    await user.type(reason, 'Cliente pediu NF-e com CNPJ');
    await user.click(screen.getByTestId('fiscal-cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('fiscal-status')).toHaveTextContent('NFC-e cancelada'));
    const [, init] = stub.callsTo(CANCEL)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ idNotaFiscal: 41, justificativa: 'Cliente pediu NF-e com CNPJ' });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    // Cancelled: the form opens again for another document; no cancel offered twice.
    expect(screen.getByTestId('fiscal-issue')).toBeEnabled();
    expect(screen.queryByTestId('fiscal-cancel')).toBeNull();
  });

  it('a refused cancellation (the window is over) shows the server’s message and keeps the note', async () => {
    const order = withPart(makeOrder({ id: 702, pago: true }), part());
    open({ order, cancel: () => jsonResponse(422, { errorMessage: MSG.FISCAL_CANCEL_WINDOW }) });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('fiscal-cancel'));
    await user.type(screen.getByTestId('fiscal-cancel-reason'), 'Cliente desistiu da compra');
    await user.click(screen.getByTestId('fiscal-cancel-confirm'));
    expect(await screen.findByTestId('fiscal-error')).toHaveTextContent(MSG.FISCAL_CANCEL_WINDOW);
    expect(screen.getByTestId('fiscal-status')).toHaveTextContent('NFC-e autorizada');
  });

  it('issues the NFC-e for the final consumer, turns green, locks the form and prints on the thermal printer', async () => {
    const { stub, order } = open();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('fiscal-model')).toHaveValue('65'));
    await user.click(screen.getByTestId('fiscal-issue'));
    const status = await screen.findByTestId('fiscal-status');
    expect(status).toHaveTextContent('NFC-e autorizada - Autorizado o uso da NF-e');
    expect(status.className).toMatch(/Success/);
    expect(status).toHaveTextContent('3526 1111 2223');
    expect(await screen.findByText('NFC-e autorizada')).toBeInTheDocument();
    const [, init] = stub.callsTo(ISSUE)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ id: order.id, modelo: '65', tipoEmissao: 1 });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    // Approved: no 'Enviar', the form locked, 'Imprimir' prints the document by its id at CAIXA.
    expect(screen.queryByTestId('fiscal-issue')).toBeNull();
    expect(screen.getByTestId('fiscal-model')).toBeDisabled();
    await user.click(screen.getByTestId('fiscal-print'));
    expect(await screen.findByText(MSG.pedidosEnviadosImpressao(1))).toBeInTheDocument();
    expect(stub.callsTo(PRINT)[0]![0]).toBe(`${PRINT}41?localImpressao=CAIXA`);
  });

  it('shows the rejection messages joined as an error and keeps Enviar for another try', async () => {
    const { order } = open({
      answer: () =>
        jsonResponse(200, {
          pedidoIntegracao: withPart(
            makeOrder({ id: 700, pago: true }),
            part({ status: 778, situacao: 'REJEITADA', statusDescricao: 'NFC-e rejeitada', msgStatus: 'NCM' }),
          ),
          mensagens: ['Erro ao emitir a NFC-e - Detalhes: Rejeição: Informado NCM inexistente', 'Tente novamente.'],
        }),
    });
    expect(order.id).toBe(700);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('fiscal-model')).toHaveValue('65'));
    await user.click(screen.getByTestId('fiscal-issue'));
    expect(await screen.findByTestId('fiscal-error')).toHaveTextContent(
      'Erro ao emitir a NFC-e - Detalhes: Rejeição: Informado NCM inexistente Tente novamente.',
    );
    expect(screen.getByTestId('fiscal-status').className).toMatch(/Warning/);
    expect(screen.getByTestId('fiscal-issue')).toBeEnabled();
    expect(screen.queryByTestId('fiscal-print')).toBeNull();
  });

  it('NF-e needs a customer; a typed CNPJ is sent upper-cased as a company (J)', async () => {
    const { stub } = open();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('fiscal-model')).toHaveValue('65'));
    await user.click(within(screen.getByTestId('fiscal-model-field')).getByRole('combobox'));
    await user.click(await screen.findByTestId('fiscal-model-55'));
    await user.click(screen.getByTestId('fiscal-issue'));
    expect(screen.getByTestId('fiscal-error')).toHaveTextContent(MSG.FISCAL_MODEL_55_REQUIRES_CUSTOMER);
    expect(stub.callsTo(ISSUE)).toHaveLength(0);
    await user.click(within(screen.getByTestId('fiscal-recipient')).getByLabelText('Informar CPF/CNPJ'));
    await user.type(screen.getByTestId('fiscal-nome'), 'Acme comércio');
    await user.type(screen.getByTestId('fiscal-cpf-cnpj'), '11.444.777/0001-61');
    await user.click(screen.getByTestId('fiscal-issue'));
    await waitFor(() => expect(stub.callsTo(ISSUE)).toHaveLength(1));
    expect(JSON.parse(String(stub.callsTo(ISSUE)[0]![1]?.body))).toMatchObject({
      modelo: '55',
      nome: 'ACME COMÉRCIO',
      cpfCnpj: '11444777000161',
      tipo: 'J',
    });
  });

  it('a refused call shows the server’s message; without one, Erro ao emitir a {modelo}', async () => {
    open({
      answer: () => jsonResponse(422, { errorMessage: 'Pedido #12 precisa estar importado para gerar uma NFC-e/NF-e' }),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('fiscal-model')).toHaveValue('65'));
    await user.click(screen.getByTestId('fiscal-issue'));
    expect(await screen.findByTestId('fiscal-error')).toHaveTextContent(
      'Pedido #12 precisa estar importado para gerar uma NFC-e/NF-e',
    );
  });

  it('says when MODELOS_DE_DOCUMENTOS_EMITIDOS is not configured and cannot send', async () => {
    open({ models: '' });
    await waitFor(() =>
      expect(screen.getByTestId('fiscal-dialog')).toHaveTextContent(MSG.FISCAL_MODELS_NOT_CONFIGURED),
    );
    expect(screen.getByTestId('fiscal-issue')).toBeDisabled();
  });

  it('an order with its NFC-e in contingency opens locked with a warning and Imprimir', async () => {
    open({
      order: withPart(
        makeOrder({ id: 700, pago: true }),
        part({ status: 0, situacao: 'CONTINGENCIA', tipoEmissao: 9, statusDescricao: 'NFC-e emitida em contingência' }),
      ),
    });
    const status = await screen.findByTestId('fiscal-status');
    expect(status).toHaveTextContent('NFC-e emitida em contingência');
    expect(status.className).toMatch(/Warning/);
    expect(screen.getByTestId('fiscal-print')).toBeEnabled();
    expect(screen.queryByTestId('fiscal-issue')).toBeNull();
  });
});
