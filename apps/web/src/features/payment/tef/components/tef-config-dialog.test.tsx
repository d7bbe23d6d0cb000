import { MSG } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { jsonResponse } from '../../../../test/render';
import { renderWithProviders, signIn } from '../../test-utils/render-with-providers';
import { loadTefTerminal } from '../model/tef-terminal-store';
import { TEF_AGENT_TEXTS, TefConfigDialog } from './tef-config-dialog';

const TERMINALS = [
  { id: 'T1', nome: 'Caixa 1', padrao: true },
  { id: 'T2', nome: 'Balcão', padrao: false },
];

function stubConfig(configured: boolean) {
  const logins: unknown[] = [];
  let config = {
    configurado: configured,
    cpfCnpj: configured ? '12.***.***/0001-90' : null,
    terminalPadraoId: null,
    localImpressao: null,
    tipo: 'TEF',
  };
  stubFetchRoutes({
    '/api-v2/tef/configuracao': () => jsonResponse(200, config),
    '/api-v2/tef/terminais': () => jsonResponse(200, TERMINALS),
    '/api-v2/tef/login': (_url, init) => {
      logins.push(JSON.parse(String(init?.body)));
      config = { ...config, configurado: true, cpfCnpj: '12.***.***/0001-90' };
      return jsonResponse(200, config);
    },
  });
  return { logins };
}

describe('card-terminal dialog of the drawer (doc 2 §2.8, §5.9)', () => {
  beforeEach(() => {
    signIn();
    localStorage.clear();
  });

  it('logs in with the company tax id and password, then saves terminal and print location here and as defaults', async () => {
    const { logins } = stubConfig(false);
    const onClose = vi.fn();
    renderWithProviders(<TefConfigDialog onClose={onClose} />);
    await userEvent.type(await screen.findByTestId('tef-login-document'), '12345678000190');
    await userEvent.type(screen.getByTestId('tef-login-password'), 'segredo');
    await userEvent.click(screen.getByTestId('tef-login-submit'));
    await waitFor(() => expect(logins).toEqual([{ cpfCnpj: '12345678000190', senha: 'segredo' }]));

    await userEvent.click(await screen.findByTestId('tef-terminal-select'));
    await userEvent.click(await screen.findByTestId('tef-terminal-T2'));
    await userEvent.clear(screen.getByTestId('tef-print-location'));
    await userEvent.type(screen.getByTestId('tef-print-location'), 'bar');
    await userEvent.click(screen.getByTestId('tef-config-save'));
    expect(await screen.findByText(MSG.TEF_DATA_SAVED)).toBeInTheDocument();
    expect(logins[1]).toEqual({ cpfCnpj: '12345678000190', senha: 'segredo', terminalId: 'T2', localImpressao: 'BAR' });
    expect(loadTefTerminal()).toEqual({ terminalId: 'T2', terminalNome: 'Balcão', localImpressao: 'BAR' });
    expect(onClose).toHaveBeenCalled();
  });

  it('when already configured goes to the terminal, preselects the default and keeps it only here', async () => {
    const { logins } = stubConfig(true);
    renderWithProviders(<TefConfigDialog onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByTestId('tef-terminal-select')).toHaveTextContent('Caixa 1 (padrão)'));
    expect(screen.getByTestId('tef-print-location')).toHaveValue('CAIXA');
    await userEvent.click(screen.getByTestId('tef-config-save'));
    expect(await screen.findByText(MSG.TEF_DATA_SAVED)).toBeInTheDocument();
    expect(logins).toHaveLength(0);
    expect(loadTefTerminal()?.terminalId).toBe('T1');
  });

  it('says "Selecione um terminal para o TEF" when none is chosen', async () => {
    stubFetchRoutes({
      '/api-v2/tef/configuracao': () =>
        jsonResponse(200, {
          configurado: true,
          cpfCnpj: 'x',
          terminalPadraoId: null,
          localImpressao: null,
          tipo: 'TEF',
        }),
      '/api-v2/tef/terminais': () => jsonResponse(200, [{ id: 'T9', nome: 'Outro', padrao: false }]),
    });
    renderWithProviders(<TefConfigDialog onClose={vi.fn()} />);
    await screen.findByTestId('tef-terminal-select');
    await waitFor(() => expect(screen.getByTestId('tef-terminal-select')).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByTestId('tef-config-save'));
    expect(await screen.findByText(MSG.TEF_TERMINAL_SELECT)).toBeInTheDocument();
    expect(loadTefTerminal()).toBeNull();
  });
});

describe('card-terminal dialog on a unit that uses only the local agent (tipos=EL)', () => {
  const EL = [{ id: 9, tipo: 'EL', descricao: 'Agente local', dados: JSON.stringify({ TEF: { portaAgente: 2011 } }) }];
  beforeEach(() => {
    signIn();
    localStorage.clear();
  });

  it('says the unit uses the agent, where it is and that it answers; never the cloud login or terminal list', async () => {
    const { callsTo } = stubFetchRoutes({
      '/api-v2/pedidoIntegracao/allIntegracoesAtivas': () => jsonResponse(200, EL),
      'http://127.0.0.1:2011/configuracao': () =>
        jsonResponse(200, { terminal: 'PINPAD-01', versao: '2', operacoes: ['PIX', 'DEBITO', 'CREDITO'] }),
    });
    const onClose = vi.fn();
    renderWithProviders(<TefConfigDialog onClose={onClose} />);
    expect(await screen.findByTestId('tef-agent-info')).toHaveTextContent(TEF_AGENT_TEXTS.USES_AGENT);
    expect(await screen.findByText(TEF_AGENT_TEXTS.agentOk('PINPAD-01', '2'))).toBeInTheDocument();
    expect(screen.queryByText(MSG.TEF_INTEGRATION_REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByTestId('tef-login-document')).not.toBeInTheDocument();
    expect(callsTo('/api-v2/tef/')).toHaveLength(0);
    expect(screen.getByTestId('tef-agent-url')).toHaveValue('http://127.0.0.1:2011');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says where the agent did not answer', async () => {
    stubFetchRoutes({
      '/api-v2/pedidoIntegracao/allIntegracoesAtivas': () => jsonResponse(200, EL),
      'http://127.0.0.1:2011/configuracao': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(<TefConfigDialog onClose={vi.fn()} />);
    expect(await screen.findByText(TEF_AGENT_TEXTS.agentDown('http://127.0.0.1:2011'))).toBeInTheDocument();
  });
});
