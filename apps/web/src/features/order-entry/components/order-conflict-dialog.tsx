import type { TOrder, TOrderItem } from '@brasa/contracts';
import { MSG, formatQuantity } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useMemo } from 'react';
import { compareOrderItems } from '../model/order-conflict';

/** Ours: doc 1 §4 and doc 2 §9 (EDICAO_PEDIDO_ATUALIZAR) show a comparison popup without giving its words. */
const CONFLICT_TITLE = 'Pedido alterado em outro terminal';
const KEEP_MINE = 'Manter minhas alterações';
const TAKE_THEIRS = 'Usar a versão atual';
const NO_ITEM_CHANGES = 'Os itens não mudaram; mudaram outros dados do pedido.';

interface Props {
  /** The items as this terminal loaded them. */
  base: readonly TOrderItem[];
  /** The order as the other terminal saved it. */
  current: TOrder | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

const itemText = (item: TOrderItem) => `${formatQuantity(item.quantity)} × ${item.name}`;

/** A save refused for an old version: what the other terminal changed, and whether to add ours on top. */
export function OrderConflictDialog({ base, current, onKeepMine, onTakeTheirs }: Props) {
  const changes = useMemo(() => (current ? compareOrderItems(base, current.iFoodOrder.items) : null), [base, current]);
  const empty = changes && !changes.added.length && !changes.removed.length && !changes.changed.length;
  return (
    <Dialog open={current !== null} maxWidth="sm" fullWidth data-testid="order-conflict-dialog">
      <DialogTitle>{CONFLICT_TITLE}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {MSG.ORDER_CHANGED_ELSEWHERE}
        </Alert>
        {empty ? <Alert severity="info">{NO_ITEM_CHANGES}</Alert> : null}
        {changes ? (
          <List dense disablePadding>
            {changes.added.length ? <ListSubheader disableSticky>Itens adicionados</ListSubheader> : null}
            {changes.added.map((item) => (
              <ListItem key={`a-${item.referenceCode}`} data-testid="conflict-added">
                <ListItemText primary={itemText(item)} />
              </ListItem>
            ))}
            {changes.removed.length ? <ListSubheader disableSticky>Itens removidos</ListSubheader> : null}
            {changes.removed.map((item) => (
              <ListItem key={`r-${item.referenceCode}`} data-testid="conflict-removed">
                <ListItemText primary={itemText(item)} />
              </ListItem>
            ))}
            {changes.changed.length ? <ListSubheader disableSticky>Itens alterados</ListSubheader> : null}
            {changes.changed.map((change) => (
              <ListItem key={`c-${change.referenceCode}`} data-testid="conflict-changed">
                <ListItemText primary={change.name} secondary={change.details.join(' · ')} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs} data-testid="conflict-take-theirs">
          {TAKE_THEIRS}
        </Button>
        <Button variant="contained" onClick={onKeepMine} data-testid="conflict-keep-mine" autoFocus>
          {KEEP_MINE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
