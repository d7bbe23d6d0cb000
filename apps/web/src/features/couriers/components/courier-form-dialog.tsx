import type { TCourier } from '@brasa/contracts';
import { MSG, ROLES, hasRole, maskPhone } from '@brasa/domain';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useProfile } from '../../../shared/session/use-session';
import { useNotify } from '../../../shared/ui/notify';
import { courierScreenQueries } from '../api/courier-api';
import { useCourierSave } from '../hooks/use-courier-save';
import {
  cleanUsername,
  courierFormOf,
  emptyCourierForm,
  maskMoneyInput,
  usernameSuffix,
  type CourierFormValues,
} from '../model/courier-form';

const TEXTS = {
  NAME: 'Nome',
  PHONE: 'Telefone',
  ACTIVE: 'Ativo',
  DAILY: 'Valor da diária',
  PER_ORDER: 'Valor fixo por pedido',
  PERCENT: '% da taxa de entrega',
  MINIMUM: 'Valor mínimo',
  LOGIN: 'Acesso ao app do entregador',
  USERNAME: 'Usuário',
  PASSWORD: 'Senha',
  PROFILE: 'Perfil',
  EDIT_LOGIN: 'Alterar usuário e senha',
  CANCEL: 'Cancelar',
  SAVE: 'Salvar',
  SAVING: 'Salvando...',
} as const;

/** The courier being edited, or null for a new one. */
export function CourierFormDialog({ courier, onClose }: { courier: TCourier | null; onClose: () => void }) {
  const login = useQuery({ ...courierScreenQueries.login(courier?.id ?? 0), enabled: courier !== null });
  if (courier && login.isPending) {
    return (
      <Dialog open data-testid="courier-form-loading">
        <DialogContent>
          <CircularProgress />
        </DialogContent>
      </Dialog>
    );
  }
  return <CourierForm courier={courier} login={login.data ?? null} onClose={onClose} />;
}

function CourierForm({
  courier,
  login,
  onClose,
}: {
  courier: TCourier | null;
  login: { username: string; usernameSuffix: string; perfil: { id: number } } | null;
  onClose: () => void;
}) {
  const profile = useProfile();
  const notify = useNotify();
  const managesLogins = profile ? hasRole(profile, ROLES.ROLE_CADASTRO_ENTREGADORES) : false;
  const isAdmin = profile ? profile.admin || hasRole(profile, ROLES.ROLE_ADMIN) : false;
  const suffix = login?.usernameSuffix ?? usernameSuffix(profile?.unidade.empresa?.id ?? profile?.unidade.id ?? '');
  const loadedUsername = login?.username ?? '';
  const [values, setValues] = useState<CourierFormValues>(() =>
    courier
      ? courierFormOf(courier, cleanUsername(loadedUsername, suffix), login?.perfil.id ?? null)
      : emptyCourierForm(),
  );
  const [unlocked, setUnlocked] = useState(false);
  const mode = { managesLogins, hasLogin: login !== null, unlocked };
  const locked = mode.hasLogin && !unlocked;
  const profiles = useQuery({ ...courierScreenQueries.profiles(), enabled: managesLogins });
  const { save, saving } = useCourierSave(mode, suffix, loadedUsername, onClose);
  const set = (patch: Partial<CourierFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const money = (key: 'valorDiaria' | 'valorFixoPedido' | 'percentualTaxaEntrega' | 'valorMinimo', label: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        value={values[key]}
        placeholder="0,00"
        onChange={(event) => set({ [key]: maskMoneyInput(event.target.value) })}
        slotProps={{
          input: {
            startAdornment:
              key === 'percentualTaxaEntrega' ? undefined : <InputAdornment position="start">R$</InputAdornment>,
          },
          htmlInput: { inputMode: 'decimal', 'data-testid': `courier-${key}` },
        }}
      />
    </Grid>
  );

  return (
    // doc 4 §5: not closed by a click outside or Escape (no onClose); only 'Cancelar' or a save close it.
    <Dialog open fullWidth maxWidth="sm" data-testid="courier-form-dialog">
      <DialogTitle>{MSG.COURIER_FORM_TITLE}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              fullWidth
              size="small"
              label={TEXTS.NAME}
              value={values.nome}
              onChange={(event) => set({ nome: event.target.value.toUpperCase() })}
              slotProps={{ htmlInput: { 'data-testid': 'courier-nome', maxLength: 200 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormControlLabel
              control={<Switch checked={values.ativo} onChange={(event) => set({ ativo: event.target.checked })} />}
              label={TEXTS.ACTIVE}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={TEXTS.PHONE}
              value={values.fone}
              onChange={(event) => set({ fone: maskPhone(event.target.value) })}
              slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'courier-fone' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} />
          {money('valorDiaria', TEXTS.DAILY)}
          {money('valorFixoPedido', TEXTS.PER_ORDER)}
          {money('percentualTaxaEntrega', TEXTS.PERCENT)}
          {money('valorMinimo', TEXTS.MINIMUM)}
          {managesLogins ? (
            <>
              <Grid size={12}>
                <Typography variant="subtitle2">{TEXTS.LOGIN}</Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={TEXTS.USERNAME}
                  value={values.username}
                  disabled={locked}
                  onChange={(event) => set({ username: cleanUsername(event.target.value, suffix) })}
                  slotProps={{
                    // The suffix is outside the input: the cursor can never enter it (doc 4 §5).
                    input: {
                      endAdornment: (
                        <InputAdornment position="end" data-testid="courier-username-suffix">
                          {suffix}
                        </InputAdornment>
                      ),
                    },
                    htmlInput: { 'data-testid': 'courier-username', autoComplete: 'off' },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  type="password"
                  label={TEXTS.PASSWORD}
                  value={locked ? '********' : values.senha}
                  disabled={locked}
                  onChange={(event) => set({ senha: event.target.value })}
                  slotProps={{
                    input: mode.hasLogin
                      ? {
                          endAdornment: (
                            <InputAdornment position="end">
                              <Tooltip title={TEXTS.EDIT_LOGIN}>
                                <IconButton
                                  size="small"
                                  aria-label={TEXTS.EDIT_LOGIN}
                                  data-testid="courier-edit-login"
                                  onClick={() =>
                                    isAdmin ? setUnlocked(true) : notify.warning(MSG.COURIER_CREDENTIALS_SUPPORT_ONLY)
                                  }
                                >
                                  <EditIcon fontSize="small" />
                                </IconButton>
                              </Tooltip>
                            </InputAdornment>
                          ),
                        }
                      : {},
                    htmlInput: { 'data-testid': 'courier-senha', autoComplete: 'new-password' },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={TEXTS.PROFILE}
                  value={values.perfilId === null ? '' : String(values.perfilId)}
                  disabled={locked}
                  onChange={(event) => set({ perfilId: event.target.value === '' ? null : Number(event.target.value) })}
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'courier-perfil' } as object } }}
                >
                  {(profiles.data ?? []).map((option) => (
                    <MenuItem key={option.id} value={String(option.id)}>
                      {option.descricao}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </>
          ) : null}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving} data-testid="courier-cancel">
          {TEXTS.CANCEL}
        </Button>
        <Button variant="contained" onClick={() => void save(values)} disabled={saving} data-testid="courier-save">
          {saving ? TEXTS.SAVING : TEXTS.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
