import { type TIntegrationStores, type TStoreStatus } from '@brasa/contracts';
import { MSG, ROLES, apiAccessOf, hasRole, isApiAccessAllowed } from '@brasa/domain';
import CloseIcon from '@mui/icons-material/Close';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { storeApi, storeQueries } from '../api/store-api';
import { storeChip, storeReason } from '../model/store-view';
import { InterruptionsDialog } from './interruptions-dialog';
import { OpeningHoursDialog } from './opening-hours-dialog';

const withDetail = (message: string, error: unknown) => {
  const detail = error instanceof ApiError ? error.errorMessage : null;
  return detail ? `${message} - ${detail}` : message;
};

const allowed = (profile: ReturnType<typeof useProfile>, method: string, path: string) => {
  const access = apiAccessOf(method, path);
  return !!profile && access !== undefined && isApiAccessAllowed(profile, access);
};

/** One store: the marketplace status chip with its reason and the open/closed switch (doc 2 §4.6). */
function StoreRow({ configId, store, canManage }: { configId: number; store: TStoreStatus; canManage: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toggle = useMutation({
    mutationFn: (open: boolean) => storeApi.setStoreStatus(configId, store.storeId, open ? 'ABERTO' : 'FECHADO'),
    onSuccess: (saved) => {
      // The list changes only after the server accepted (doc 2 §4.6).
      queryClient.setQueryData(storeQueries.stores().queryKey, (lists: TIntegrationStores[] | undefined) =>
        lists?.map((i) =>
          i.idConfiguracao === configId
            ? { ...i, lojas: i.lojas.map((l) => (l.storeId === saved.storeId ? saved : l)) }
            : i,
        ),
      );
      notify.success(MSG.statusLojaAlterado(saved.status === 'ABERTO'));
      // Closing is an interruption, opening removes it.
      void queryClient.invalidateQueries({ queryKey: [...storeQueries.all(), 'interruptions'] });
    },
    onError: (error) => {
      notify.error(withDetail(MSG.STORE_TOGGLE_FAILED, error));
      void queryClient.invalidateQueries({ queryKey: storeQueries.stores().queryKey });
    },
  });
  const chip = storeChip(store);
  const reason = storeReason(store);
  const isOpen = store.status === 'ABERTO';
  return (
    <Box data-testid={`store-${store.storeId}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={store.storeId}>
            Loja {store.storeId.slice(0, 8)}
          </Typography>
          <Chip
            size="small"
            color={chip.color}
            label={store.titulo && store.state !== 'OK' ? `${chip.label}: ${store.titulo}` : chip.label}
            data-testid={`store-chip-${store.storeId}`}
            sx={{ mt: 0.5, maxWidth: 220 }}
          />
        </Box>
        <FormControlLabel
          labelPlacement="start"
          label={toggle.isPending ? MSG.UPDATING : isOpen ? 'Aberta' : 'Fechada'}
          control={
            <Switch
              checked={isOpen}
              disabled={!canManage || toggle.isPending || store.state === null}
              onChange={(event) => toggle.mutate(event.target.checked)}
              slotProps={{
                input: { 'aria-label': 'Loja aberta', 'data-testid': `store-switch-${store.storeId}` } as object,
              }}
            />
          }
        />
      </Stack>
      {reason ? (
        <Typography
          variant="caption"
          color={store.state === 'ERROR' || store.erro ? 'error' : 'text.secondary'}
          sx={{ display: 'block', mt: 0.5 }}
          data-testid={`store-reason-${store.storeId}`}
        >
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The messaging app's connection (doc 2 §4.6), for the messaging-connect role. */
function MessagingEntry() {
  const status = useQuery({ ...storeQueries.messaging(), refetchInterval: 30_000 });
  const connected = status.data?.connected === true;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="messaging-entry">
      <WhatsAppIcon fontSize="small" color={connected ? 'success' : 'disabled'} />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        WhatsApp
      </Typography>
      {status.isPending ? (
        <CircularProgress size={16} />
      ) : (
        <Chip
          size="small"
          color={connected ? 'success' : 'default'}
          label={connected ? 'Conectado' : 'Desconectado'}
          data-testid="messaging-status"
        />
      )}
    </Stack>
  );
}

type Dialog = { kind: 'interruptions' | 'hours'; configId: number; storeIds: string[] } | null;

/**
 * The 'Integracoes ativas' drawer (doc 2 §2.8): per marketplace integration its stores with iFood's status, the
 * open/closed switch, interruptions, opening hours and the chat switch; the card-terminal entry; the messaging-app
 * entry for the messaging-connect role.
 */
export function IntegrationsDrawer({
  onClose,
  onOpenTef,
}: {
  onClose: () => void;
  /** The card-terminal entry (its dialog belongs to the payment feature; the layout opens it). */
  onOpenTef?: () => void;
}) {
  const profile = useProfile();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const integrations = useQuery(storeQueries.integrations());
  const stores = useQuery({ ...storeQueries.stores(), refetchInterval: 30_000 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const canManage = allowed(profile, 'POST', '/api-v2/pedidoIntegracao/alterarStatusLoja/:configId/:storeId/:status');
  const canTef = onOpenTef !== undefined;
  const canMessaging = !!profile && hasRole(profile, ROLES.ROLE_CONECTAR_WHATSAPP);
  const chat = useMutation({
    mutationFn: ({ configId, value }: { configId: number; value: boolean }) => storeApi.setChat(configId, value),
    onSuccess: () => {
      notify.success(MSG.ACTION_DONE);
      void queryClient.invalidateQueries({ queryKey: storeQueries.integrations().queryKey });
    },
    onError: (error) => notify.error(withDetail(MSG.ACTION_FAILED, error)),
  });
  const storesOf = (configId: number) => stores.data?.find((s) => s.idConfiguracao === configId)?.lojas ?? [];

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw' }, 'data-testid': 'integrations-drawer' } as object }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {MSG.INTEGRATIONS_DRAWER_TITLE}
        </Typography>
        <IconButton aria-label="Fechar" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2} sx={{ p: 2 }}>
        {integrations.isPending ? <CircularProgress size={24} sx={{ alignSelf: 'center' }} /> : null}
        {stores.isError ? (
          <Alert severity="error" data-testid="stores-error">
            {MSG.STORES_STATUS_FETCH_FAILED}
          </Alert>
        ) : null}
        {integrations.data?.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-integration">
            {MSG.NO_ACTIVE_INTEGRATION}
          </Typography>
        ) : null}
        {integrations.data?.map((integration) => (
          <Paper key={integration.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`integration-${integration.id}`}>
            <Stack spacing={1.5}>
              <Typography variant="subtitle2">{integration.descricao}</Typography>
              {stores.isPending ? <CircularProgress size={20} /> : null}
              {storesOf(integration.id).map((store) => (
                <StoreRow key={store.storeId} configId={integration.id} store={store} canManage={canManage} />
              ))}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  startIcon={<EventBusyIcon />}
                  onClick={() =>
                    setDialog({ kind: 'interruptions', configId: integration.id, storeIds: integration.lojas })
                  }
                  data-testid={`integration-interruptions-${integration.id}`}
                >
                  Interrupções
                </Button>
                <Button
                  size="small"
                  startIcon={<ScheduleIcon />}
                  onClick={() => setDialog({ kind: 'hours', configId: integration.id, storeIds: integration.lojas })}
                  data-testid={`integration-hours-${integration.id}`}
                >
                  Horários
                </Button>
              </Stack>
              <FormControlLabel
                label="Chat"
                control={
                  <Switch
                    checked={integration.chat}
                    disabled={!canManage || chat.isPending}
                    onChange={(event) => chat.mutate({ configId: integration.id, value: event.target.checked })}
                    slotProps={{ input: { 'data-testid': `integration-chat-${integration.id}` } as object }}
                  />
                }
              />
            </Stack>
          </Paper>
        ))}
        {canTef || canMessaging ? <Divider /> : null}
        {canTef ? (
          <Button variant="outlined" startIcon={<CreditCardIcon />} onClick={onOpenTef} data-testid="drawer-tef">
            Terminal TEF
          </Button>
        ) : null}
        {canMessaging ? <MessagingEntry /> : null}
      </Stack>
      {dialog?.kind === 'interruptions' ? (
        <InterruptionsDialog
          configId={dialog.configId}
          storeIds={dialog.storeIds}
          canManage={canManage}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'hours' ? (
        <OpeningHoursDialog configId={dialog.configId} onClose={() => setDialog(null)} />
      ) : null}
    </Drawer>
  );
}
