import type { TTefTerminal } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../../shared/api/api-error';
import { DEFAULT_PRINT_LOCATION } from '../../../../shared/api/print-api';
import { useNotify } from '../../../../shared/ui/notify';
import { type TefLogin, tefApi, tefQueries } from '../api/tef-api';
import { tefAgentApi } from '../api/tef-agent-api';
import { agentUrlOf } from '../model/tef-availability';
import { loadTefTerminal, saveTefTerminal } from '../model/tef-terminal-store';

/** Ours: the login's fallback error. */
export const TEF_LOGIN_FAILED = 'Não foi possível entrar no TEF. Confira o CPF/CNPJ e a senha.';

/**
 * doc 2 §2.8 card-terminal dialog: login with the company tax id and password (kept by our server, never here),
 * then this browser's terminal and print location ('Selecione um terminal para o TEF'), also sent to the
 * server as the unit's defaults when the login was just made.
 */
export function TefConfigDialog({ onClose }: { onClose: () => void }) {
  const integrations = useQuery(tefQueries.integrations());
  const list = integrations.data ?? [];
  const agent = list.some((i) => i.tipo === 'TEF') ? undefined : list.find((i) => i.tipo === 'EL');
  if (integrations.isLoading) {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="tef-config-dialog">
        <DialogTitle>Terminal de cartão (TEF)</DialogTitle>
        <DialogContent dividers>
          <Skeleton variant="rounded" height={120} />
        </DialogContent>
      </Dialog>
    );
  }
  // A unit that uses only the local agent (tipos=EL): the pinpad is this computer's; no cloud login or terminal list.
  if (agent) return <AgentDialog agentUrl={agentUrlOf(agent.dados)} onClose={onClose} />;
  return <CloudTefDialog onClose={onClose} />;
}

/** Ours: what the dialog says of a unit on the local agent, and of the agent's answer. */
export const TEF_AGENT_TEXTS = Object.freeze({
  USES_AGENT: 'Esta unidade usa o agente TEF local: a maquininha é a deste computador, sem login no TEF.',
  agentOk: (terminal: string, versao: string) => `Agente conectado: terminal ${terminal}, versão ${versao}.`,
  agentDown: (url: string) =>
    `O agente TEF local não respondeu em ${url}. Verifique se ele está em execução neste computador.`,
});

function AgentDialog({ agentUrl, onClose }: { agentUrl: string; onClose: () => void }) {
  const info = useQuery({
    queryKey: ['tef', 'agent', agentUrl],
    queryFn: ({ signal }) => tefAgentApi.info(agentUrl, signal),
    retry: false,
    staleTime: 0,
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="tef-config-dialog">
      <DialogTitle>Terminal de cartão (TEF)</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info" data-testid="tef-agent-info">
            {TEF_AGENT_TEXTS.USES_AGENT}
          </Alert>
          <TextField
            size="small"
            label="Endereço do agente neste computador"
            value={agentUrl}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'tef-agent-url' } }}
            helperText="A porta é a da integração EL da unidade (2001 se ela não disser outra)."
          />
          <Alert
            severity={info.isLoading ? 'info' : info.isSuccess ? 'success' : 'warning'}
            data-testid="tef-agent-status"
            aria-live="polite"
          >
            {info.isLoading
              ? 'Consultando o agente...'
              : info.isSuccess
                ? TEF_AGENT_TEXTS.agentOk(info.data.terminal ?? '—', info.data.versao ?? '—')
                : TEF_AGENT_TEXTS.agentDown(agentUrl)}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void info.refetch()} disabled={info.isFetching} data-testid="tef-agent-retry">
          Testar agente
        </Button>
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The cloud card-terminal API's flow: login, then this browser's terminal. */
function CloudTefDialog({ onClose }: { onClose: () => void }) {
  const config = useQuery(tefQueries.config());
  const [credentials, setCredentials] = useState<TefLogin | null>(null);
  const [relogin, setRelogin] = useState(false);
  const showLogin = relogin || (config.isSuccess && !config.data.configurado && credentials === null);
  const showTerminal = !showLogin && (credentials !== null || config.data?.configurado === true);

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="tef-config-dialog">
      <DialogTitle>Terminal de cartão (TEF)</DialogTitle>
      {config.isLoading ? (
        <DialogContent dividers>
          <Skeleton variant="rounded" height={120} />
        </DialogContent>
      ) : null}
      {config.isError ? (
        <DialogContent dividers>
          <Alert severity="error">{readErrorMessage(config.error, MSG.TEF_INTEGRATION_FETCH_FAILED)}</Alert>
        </DialogContent>
      ) : null}
      {showLogin ? (
        <LoginStep
          onCancel={onClose}
          onLogged={(login) => {
            setCredentials(login);
            setRelogin(false);
          }}
        />
      ) : null}
      {showTerminal ? (
        <TerminalStep
          companyText={config.data?.cpfCnpj ?? credentials?.cpfCnpj ?? null}
          serverLocation={config.data?.localImpressao ?? null}
          credentials={credentials}
          onRelogin={() => setRelogin(true)}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function LoginStep({ onCancel, onLogged }: { onCancel: () => void; onLogged: (login: TefLogin) => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [cpfCnpj, setCpfCnpj] = useState('');
  const [senha, setSenha] = useState('');
  const [busy, setBusy] = useState(false);
  const login = async () => {
    setBusy(true);
    try {
      const saved = await tefApi.login({ cpfCnpj, senha });
      queryClient.setQueryData(tefQueries.config().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: tefQueries.terminals().queryKey });
      onLogged({ cpfCnpj, senha });
    } catch (error) {
      notify.error(readErrorMessage(error, TEF_LOGIN_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DialogContent dividers>
        <Stack
          spacing={2}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void login();
          }}
          id="tef-login-form"
        >
          <TextField
            label="CPF/CNPJ da empresa"
            value={cpfCnpj}
            onChange={(event) => setCpfCnpj(event.target.value)}
            autoFocus
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18, 'data-testid': 'tef-login-document' } }}
          />
          <TextField
            label="Senha"
            type="password"
            value={senha}
            onChange={(event) => setSenha(event.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'tef-login-password' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button
          type="submit"
          form="tef-login-form"
          variant="contained"
          disabled={busy || cpfCnpj.trim() === '' || senha === ''}
          data-testid="tef-login-submit"
        >
          Entrar
        </Button>
      </DialogActions>
    </>
  );
}

interface TerminalStepProps {
  companyText: string | null;
  serverLocation: string | null;
  /** Set when the login was just made: the choice is also sent to the server as the unit's default. */
  credentials: TefLogin | null;
  onRelogin: () => void;
  onClose: () => void;
}

function TerminalStep({ companyText, serverLocation, credentials, onRelogin, onClose }: TerminalStepProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const terminals = useQuery(tefQueries.terminals());
  const stored = loadTefTerminal();
  const [terminalId, setTerminalId] = useState(stored?.terminalId ?? '');
  const [location, setLocation] = useState(stored?.localImpressao ?? serverLocation ?? DEFAULT_PRINT_LOCATION);
  const [busy, setBusy] = useState(false);
  const list: readonly TTefTerminal[] = terminals.data ?? [];
  const selected = terminalId || list.find((terminal) => terminal.padrao)?.id || '';

  const save = async () => {
    const terminal = list.find((candidate) => candidate.id === selected);
    if (!terminal) return notify.warning(MSG.TEF_TERMINAL_SELECT);
    const localImpressao = location.trim() || DEFAULT_PRINT_LOCATION;
    setBusy(true);
    try {
      if (credentials) await tefApi.login({ ...credentials, terminalId: terminal.id, localImpressao });
      saveTefTerminal({ terminalId: terminal.id, terminalNome: terminal.nome, localImpressao });
      await queryClient.invalidateQueries({ queryKey: tefQueries.all() });
      notify.success(MSG.TEF_DATA_SAVED);
      onClose();
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.TEF_INTEGRATION_FETCH_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {companyText ? (
            <Typography variant="body2" color="text.secondary">
              Empresa: {companyText}{' '}
              <Button size="small" onClick={onRelogin} data-testid="tef-relogin">
                Entrar com outra conta
              </Button>
            </Typography>
          ) : null}
          {terminals.isError ? (
            <Alert severity="error">{readErrorMessage(terminals.error, MSG.TEF_INTEGRATION_FETCH_FAILED)}</Alert>
          ) : null}
          <TextField
            select
            size="small"
            label="Terminal"
            value={list.some((terminal) => terminal.id === selected) ? selected : ''}
            onChange={(event) => setTerminalId(event.target.value)}
            disabled={terminals.isLoading}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'tef-terminal-select' } as object } }}
          >
            {list.map((terminal) => (
              <MenuItem key={terminal.id} value={terminal.id} data-testid={`tef-terminal-${terminal.id}`}>
                {terminal.padrao ? `${terminal.nome} (padrão)` : terminal.nome}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Local de impressão dos comprovantes"
            value={location}
            onChange={(event) => setLocation(event.target.value.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'tef-print-location' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="tef-config-save">
          Salvar
        </Button>
      </DialogActions>
    </>
  );
}
