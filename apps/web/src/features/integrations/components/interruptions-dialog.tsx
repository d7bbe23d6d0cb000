import type { TInterruption } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { storeApi, storeQueries } from '../api/store-api';
import { shiftedIso, toLocalInput, wallTimeBr } from '../model/store-view';

interface Props {
  configId: number;
  storeIds: string[];
  canManage: boolean;
  onClose: () => void;
}

const detailOf = (error: unknown) => (error instanceof ApiError ? error.errorMessage : null);

/** The local datetime-local value as a Date (null when blank or invalid). */
const dateOf = (value: string) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Interruptions (doc 2 §2.8): the list with removal of the ticked ones, and the creation tab. */
export function InterruptionsDialog({ configId, storeIds, canManage, onClose }: Props) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [tab, setTab] = useState(0);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const list = useQuery(storeQueries.interruptions(configId));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: storeQueries.interruptions(configId).queryKey });
    void queryClient.invalidateQueries({ queryKey: storeQueries.stores().queryKey });
  };

  const remove = useMutation({
    mutationFn: (items: TInterruption[]) =>
      storeApi.deleteInterruptions(
        configId,
        items.map((i) => ({ id: i.id, storeId: i.storeId })),
      ),
    onSuccess: () => {
      notify.success(MSG.INTERRUPTIONS_DELETED);
      setTicked(new Set());
      refresh();
    },
    onError: (err) => notify.error(detailOf(err) ?? MSG.ACTION_FAILED),
  });
  const onRemove = () => {
    const items = (list.data ?? []).filter((i) => ticked.has(i.id));
    if (items.length === 0) return setError(MSG.NO_INTERRUPTION_SELECTED);
    setError(null);
    remove.mutate(items);
  };

  // The form: one Idempotency-Key per filled form, so a retry after a lost answer creates one interruption.
  const now = toLocalInput(new Date());
  const [description, setDescription] = useState('');
  const [start, setStart] = useState(now);
  const [end, setEnd] = useState('');
  const [storeId, setStoreId] = useState(storeIds[0] ?? '');
  const attemptKey = useRef<string | null>(null);
  const create = useMutation({
    mutationFn: (body: { description: string; start: string; end: string; storeId: string }) => {
      attemptKey.current ??= crypto.randomUUID();
      return storeApi.createInterruption(configId, body, attemptKey.current);
    },
    onSuccess: () => {
      attemptKey.current = null;
      notify.success(MSG.INTERRUPTION_CREATED);
      setDescription('');
      setEnd('');
      setTab(0);
      refresh();
    },
    onError: (err) => setError(detailOf(err) ?? MSG.ACTION_FAILED),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = dateOf(start);
    const to = dateOf(end);
    if (!description.trim()) return setError('Informe a descrição da interrupção.');
    if (!from || !to) return setError('Informe o início e o fim da interrupção.');
    // doc 2 §5.9: the pickers disallow past times.
    if (from.getTime() < Date.now() - 60_000) return setError('O início da interrupção não pode estar no passado.');
    if (to <= from) return setError('O fim da interrupção deve ser depois do início.');
    setError(null);
    attemptKey.current = null;
    create.mutate({ description: description.trim(), start: shiftedIso(from), end: shiftedIso(to), storeId });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="interruptions-dialog">
      <DialogTitle>Interrupções</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_e, next: number) => {
          setTab(next);
          setError(null);
        }}
        sx={{ px: 2 }}
      >
        <Tab label="Interrupções" data-testid="interruptions-tab-list" />
        {canManage ? <Tab label="Nova interrupção" data-testid="interruptions-tab-create" /> : null}
      </Tabs>
      <DialogContent dividers>
        {error ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="interruptions-error">
            {error}
          </Alert>
        ) : null}
        {tab === 0 ? (
          <>
            {list.isPending ? <CircularProgress size={24} /> : null}
            {list.isError ? <Alert severity="error">{MSG.ACTION_FAILED}</Alert> : null}
            {list.data?.length === 0 ? (
              <Typography color="text.secondary" data-testid="interruptions-empty">
                {MSG.NO_INTERRUPTION_FOUND}
              </Typography>
            ) : null}
            <List dense>
              {list.data?.map((i) => (
                <ListItem key={i.id} disableGutters data-testid={`interruption-${i.id}`}>
                  {canManage ? (
                    <ListItemIcon>
                      <Checkbox
                        edge="start"
                        checked={ticked.has(i.id)}
                        onChange={(event) => {
                          const next = new Set(ticked);
                          if (event.target.checked) next.add(i.id);
                          else next.delete(i.id);
                          setTicked(next);
                          setError(null);
                        }}
                        slotProps={{ input: { 'aria-label': i.description } }}
                      />
                    </ListItemIcon>
                  ) : null}
                  <ListItemText primary={i.description} secondary={`${wallTimeBr(i.start)} até ${wallTimeBr(i.end)}`} />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <Stack component="form" id="interruption-form" spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
            <TextField
              label="Descrição"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'interruption-description' } }}
            />
            {storeIds.length > 1 ? (
              <TextField select label="Loja" value={storeId} onChange={(event) => setStoreId(event.target.value)}>
                {storeIds.map((id) => (
                  <MenuItem key={id} value={id}>
                    {id}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              type="datetime-local"
              label="Início"
              value={start}
              onChange={(event) => setStart(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: now, 'data-testid': 'interruption-start' } }}
            />
            <TextField
              type="datetime-local"
              label="Fim"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: start || now, 'data-testid': 'interruption-end' },
              }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        {tab === 0 && canManage ? (
          <Button color="error" onClick={onRemove} disabled={remove.isPending} data-testid="interruptions-remove">
            Remover
          </Button>
        ) : null}
        {tab === 1 ? (
          <Button
            type="submit"
            form="interruption-form"
            variant="contained"
            disabled={create.isPending}
            data-testid="interruption-create"
          >
            Criar
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
