import type { TContato } from '@brasa/contracts';
import { MSG, maskPhone, onlyDigits } from '@brasa/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { deleteSecondaryContact, postSecondaryContact } from '../api/save-customer';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

const TYPE_LABELS = { FONE: 'Fone', EMAIL: 'E-mail' } as const;

interface Props {
  personId: number;
  contacts: readonly TContato[];
  onChanged: () => void;
}

/** Secondary contacts (contatoPessoa): type Fone or E-mail and a value ('Informe um {tipo}.'). */
export function SecondaryContacts({ personId, contacts, onChanged }: Props) {
  const notify = useNotify();
  const [tipo, setTipo] = useState<'FONE' | 'EMAIL'>('FONE');
  const [valor, setValor] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TContato | null>(null);

  const add = async () => {
    const value = tipo === 'FONE' ? onlyDigits(valor) : valor.trim();
    if (!value) return notify.warning(MSG.informeContato(TYPE_LABELS[tipo]));
    setBusy(true);
    try {
      await postSecondaryContact({ pessoa: { id: personId }, tipo, valor: value });
      notify.success(MSG.SECONDARY_CONTACT_SAVED);
      setValor('');
      onChanged();
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.SECONDARY_CONTACT_SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (contact: TContato) => {
    setDeleting(null);
    try {
      await deleteSecondaryContact(contact.id);
      notify.success(MSG.SECONDARY_CONTACT_DELETED);
      onChanged();
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.SECONDARY_CONTACT_DELETE_FAILED));
    }
  };

  return (
    <Stack spacing={1} data-testid="secondary-contacts">
      <Typography variant="subtitle2">Contatos secundários</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="Tipo"
          value={tipo}
          onChange={(event) => setTipo(event.target.value as 'FONE' | 'EMAIL')}
          sx={{ width: 130 }}
        >
          <MenuItem value="FONE">{TYPE_LABELS.FONE}</MenuItem>
          <MenuItem value="EMAIL">{TYPE_LABELS.EMAIL}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label="Valor"
          value={valor}
          onChange={(event) => setValor(tipo === 'FONE' ? maskPhone(event.target.value) : event.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'secondary-contact-value' } }}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={() => void add()}
          data-testid="secondary-contact-add"
        >
          Adicionar
        </Button>
      </Stack>
      <List dense disablePadding>
        {contacts.map((contact) => (
          <ListItem
            key={contact.id}
            secondaryAction={
              <IconButton edge="end" aria-label="Excluir contato" onClick={() => setDeleting(contact)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={contact.tipo === 'FONE' ? maskPhone(contact.valor) : contact.valor}
              secondary={TYPE_LABELS[contact.tipo]}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        message={MSG.DELETE_CONTACT_CONFIRM}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        testId="confirm-delete-contact"
      />
    </Stack>
  );
}
