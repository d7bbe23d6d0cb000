import type { TCourier } from '@brasa/contracts';
import { MSG, maskPhone } from '@brasa/domain';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { courierScreenQueries } from '../api/courier-api';
import { CourierFormDialog } from './courier-form-dialog';

const TEXTS = {
  SEARCH: 'Pesquisar por nome',
  NEW: 'Novo entregador',
  EDIT: 'Editar',
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  NONE: 'Nenhum entregador encontrado',
} as const;

/** 'Entregadores' (doc 4 §2 'Editar entregadores'): the registry with a name search, status and edit. */
export function CouriersListDialog({ onClose }: { onClose: () => void }) {
  const query = useQuery(courierScreenQueries.couriers());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ courier: TCourier | null } | null>(null);
  const couriers = useMemo(() => {
    const text = search.trim().toUpperCase();
    return (query.data ?? [])
      .filter((courier) => courier.nome.toUpperCase().includes(text))
      .sort((a, b) => Number(b.ativo) - Number(a.ativo) || a.nome.localeCompare(b.nome, 'pt-BR'));
  }, [query.data, search]);

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="couriers-list-dialog">
        <DialogTitle>{MSG.COURIERS}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            size="small"
            label={TEXTS.SEARCH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'couriers-search' } }}
          />
          {query.isPending ? <CircularProgress sx={{ mt: 2 }} /> : null}
          {query.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {readErrorMessage(query.error, MSG.DATA_LOAD_FAILED)}
            </Alert>
          ) : null}
          <List dense>
            {couriers.map((courier) => (
              <ListItem
                key={courier.id}
                divider
                data-testid={`couriers-row-${courier.id}`}
                secondaryAction={
                  <Tooltip title={TEXTS.EDIT}>
                    <IconButton
                      edge="end"
                      aria-label={TEXTS.EDIT}
                      onClick={() => setEditing({ courier })}
                      data-testid={`couriers-edit-${courier.id}`}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {courier.ativo ? (
                    <CheckCircleIcon color="success" titleAccess={TEXTS.ACTIVE} />
                  ) : (
                    <CancelIcon color="disabled" titleAccess={TEXTS.INACTIVE} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={courier.nome}
                  secondary={[maskPhone(courier.fone ?? ''), courier.entregadorUsername].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
            {query.data && couriers.length === 0 ? <ListItem>{TEXTS.NONE}</ListItem> : null}
          </List>
        </DialogContent>
        <DialogActions>
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ courier: null })} data-testid="couriers-new">
            {TEXTS.NEW}
          </Button>
          <Button onClick={onClose}>{MSG.CLOSE}</Button>
        </DialogActions>
      </Dialog>
      {editing ? <CourierFormDialog courier={editing.courier} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
