import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useProfile } from '../../../shared/session/use-session';
import { peopleQueries, type SystemUser } from '../api/people-queries';
import { SEARCH_DEBOUNCE_MS } from './product-search-dialog';

interface Props {
  onConfirm: (seller: { id: number; nome: string }) => void;
  onClose: () => void;
}

const nameOf = (user: SystemUser) => user.pessoa?.nome ?? user.nome;

/**
 * doc 2 §2.7, §5.1 waiter selection: search by name; confirm needs a user with a person (idPessoa). The items
 * are never assigned without a confirm (§5.1), but the logged-in user comes selected: a waiter launching on
 * their own tab confirms at once.
 */
export function WaiterDialog({ onConfirm, onClose }: Props) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SystemUser | null>(null);
  const query = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const users = useQuery(peopleQueries.users());
  const me = useProfile()?.id;
  const selected = picked ?? users.data?.find((user) => user.id === me && user.idPessoa) ?? null;
  const setSelected = setPicked;
  const shown = (users.data ?? []).filter((user) => nameOf(user).toLowerCase().includes(query));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="waiter-dialog">
      <DialogTitle>Selecione o garçom</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Nome"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'waiter-search' } }}
        />
        {users.isFetching ? <LinearProgress sx={{ mt: 1 }} /> : null}
        {users.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {readErrorMessage(users.error, MSG.USERS_FETCH_FAILED)}
          </Alert>
        ) : null}
        <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {shown.map((user) => (
            <ListItemButton
              key={user.id}
              selected={selected?.id === user.id}
              onClick={() => setSelected(user)}
              data-testid={`waiter-${user.id}`}
            >
              <ListItemText primary={nameOf(user)} secondary={user.idPessoa ? null : 'Usuário sem pessoa vinculada'} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button
          variant="contained"
          disabled={!selected?.idPessoa}
          onClick={() => selected?.idPessoa && onConfirm({ id: selected.idPessoa, nome: nameOf(selected) })}
          data-testid="waiter-confirm"
        >
          {MSG.CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
