import type { TLoyaltyIntegration, TLoyaltyScore, TOrder } from '@brasa/contracts';
import { LOGISTICS_PATHS } from '@brasa/contracts';
import { MSG, isValidCpf, maskCpf, maskPhone, onlyDigits } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { apiFetch } from '../../../shared/api/api-client';
import { readErrorMessage } from '../../../shared/api/api-error';
import { newIdempotencyKey } from '../../../shared/api/idempotent-attempt';
import { useNotify } from '../../../shared/ui/notify';

/** The order total as the loyalty paths carry it: '56,80'. */
export const pathTotal = (order: TOrder) => order.totalPedido.toFixed(2).replace('.', ',');

/** The call of a provider (doc 2 §7): FM and ST with the total in the path, ZO with name and phone. */
export function loyaltyRequest(tipo: string, order: TOrder, form: LoyaltyForm) {
  const cpf = onlyDigits(form.cpf) || undefined;
  const telefone = onlyDigits(form.telefone) || undefined;
  const nome = form.nome.trim() || undefined;
  if (tipo === 'ZO') return { path: LOGISTICS_PATHS.pontuarZo(order.id), body: { nome, fone: telefone } };
  const path =
    tipo === 'ST'
      ? LOGISTICS_PATHS.pontuarStamps(order.id, pathTotal(order))
      : LOGISTICS_PATHS.pontuarFidelimax(order.id, pathTotal(order));
  return { path, body: { nome, cpf, telefone, email: form.email.trim() || undefined } };
}

export interface LoyaltyForm {
  nome: string;
  cpf: string;
  telefone: string;
  email: string;
}

/** The rules of doc 2 §5.9 before any call: the name for the provider that needs it, a CPF or a phone. */
export function checkLoyaltyForm(integration: TLoyaltyIntegration, form: LoyaltyForm): string | null {
  if (integration.exigeNome && !form.nome.trim()) return MSG.LOYALTY_NAME_REQUIRED;
  const cpf = onlyDigits(form.cpf);
  if (cpf && !isValidCpf(cpf)) return MSG.INVALID_DOCUMENT;
  if (integration.tipo === 'ZO' && !onlyDigits(form.telefone)) return MSG.LOYALTY_PHONE_REQUIRED;
  if (integration.tipo === 'FM' && !cpf && !onlyDigits(form.telefone)) return MSG.LOYALTY_CPF_OR_PHONE_REQUIRED;
  return null;
}

/**
 * 'Pontuar cliente' (doc 2 §2.7, §5.9): offered after an import; the unit's loyalty integration (a choice when
 * there are several), the customer's name, CPF and phone with masks, e-mail; Enter confirms. Closes by itself when
 * the unit has no loyalty integration.
 */
export function LoyaltyDialog({ order, onClose }: { order: TOrder; onClose: () => void }) {
  const notify = useNotify();
  const integrations = useQuery({
    queryKey: ['integracoesFidelidade'],
    queryFn: () => apiFetch<TLoyaltyIntegration[]>(LOGISTICS_PATHS.integracoesFidelidade),
  });
  const list = integrations.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const integration = list.find((i) => i.id === chosen) ?? list[0] ?? null;
  const customer = order.iFoodOrder.customer;
  const [form, setForm] = useState<LoyaltyForm>({
    nome: customer?.name ?? '',
    cpf: customer?.taxPayerIdentificationNumber ? maskCpf(customer.taxPayerIdentificationNumber) : '',
    telefone: customer?.phone ? maskPhone(customer.phone) : '',
    email: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);

  useEffect(() => {
    if (integrations.isSuccess && list.length === 0) onClose();
  }, [integrations.isSuccess, list.length, onClose]);
  if (!integration) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkLoyaltyForm(integration, form);
    setError(invalid);
    if (invalid) return;
    const { path, body } = loyaltyRequest(integration.tipo, order, form);
    setBusy(true);
    try {
      await apiFetch<TLoyaltyScore>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
      notify.success(MSG.CONSUMER_SCORED);
      onClose();
    } catch (err) {
      notify.error(readErrorMessage(err, MSG.erroPontuarConsumidor('Tente novamente')));
    } finally {
      setBusy(false);
    }
  };

  const zo = integration.tipo === 'ZO';
  const field = (name: keyof LoyaltyForm, mask?: (v: string) => string) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: mask ? mask(e.target.value) : e.target.value })),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="loyalty-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{MSG.LOYALTY_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {list.length > 1 ? (
              <TextField
                select
                size="small"
                label="Programa de fidelidade"
                value={integration.id}
                onChange={(e) => setChosen(Number(e.target.value))}
                slotProps={{ htmlInput: { 'data-testid': 'loyalty-integration' } }}
              >
                {list.map((i) => (
                  <MenuItem key={i.id} value={i.id}>
                    {i.descricao}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              size="small"
              label="Nome"
              required={integration.exigeNome}
              autoFocus
              {...field('nome')}
              slotProps={{ htmlInput: { 'data-testid': 'loyalty-nome', maxLength: 200 } }}
            />
            {zo ? null : (
              <TextField
                size="small"
                label="CPF"
                inputMode="numeric"
                {...field('cpf', maskCpf)}
                slotProps={{ htmlInput: { 'data-testid': 'loyalty-cpf' } }}
              />
            )}
            <TextField
              size="small"
              label="Telefone"
              inputMode="tel"
              required={zo}
              {...field('telefone', maskPhone)}
              slotProps={{ htmlInput: { 'data-testid': 'loyalty-telefone' } }}
            />
            {zo ? null : (
              <TextField
                size="small"
                label="E-mail"
                type="email"
                {...field('email')}
                slotProps={{ htmlInput: { 'data-testid': 'loyalty-email', maxLength: 200 } }}
              />
            )}
            {error ? (
              <Typography color="error" role="alert" data-testid="loyalty-error">
                {error}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="loyalty-confirm">
            Pontuar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
