import { MAX_ITEM_QUANTITY, formatMoney, formatQuantity } from '@brasa/domain';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { itemNetCents } from '../model/cart';
import type { ItemMenuAction } from '../model/entry-overlay';
import type { DraftItem } from '../model/order-draft';

const ACTIONS: { action: ItemMenuAction; label: string }[] = [
  { action: 'observation', label: 'Observação' },
  { action: 'edit', label: 'Editar item' },
  { action: 'discount', label: 'Desconto no item' },
  { action: 'remove', label: 'Remover item' },
];

interface Props {
  item: DraftItem;
  onIncrement: () => void;
  onDecrement: () => void;
  onAction: (action: ItemMenuAction) => void;
}

const isWhole = (quantity: number) => Number.isInteger(quantity);

/** One line of the summary: name, combo choices, observation, quantity stepper, line total, actions. */
export function SummaryItemRow({ item, onIncrement, onDecrement, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const quantityText = isWhole(item.quantity) ? String(item.quantity) : formatQuantity(item.quantity);
  // doc 2 §5.3: the quantity of a combo is locked; weighed items are changed in the edit dialog.
  const canStepUp = item.subItems.length === 0 && isWhole(item.quantity) && item.quantity < MAX_ITEM_QUANTITY;
  return (
    <ListItem divider sx={{ display: 'block', py: 1 }} data-testid={`summary-item-${item.productId}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.name}
          </Typography>
          {item.subItems.map((sub, index) => (
            <Typography
              key={`${sub.externalCode}-${index}`}
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ pl: sub.level === 3 ? 3 : 1 }}
            >
              {formatQuantity(sub.quantity).replace(/,000$/, '')} × {sub.name}
              {sub.totalCents > 0 ? ` (+${formatMoney(sub.totalCents)})` : ''}
            </Typography>
          ))}
          {item.observations ? (
            <Typography variant="caption" color="info.main" component="div" sx={{ fontStyle: 'italic' }}>
              Obs.: {item.observations}
            </Typography>
          ) : null}
          {item.discountCents > 0 ? (
            <Typography variant="caption" color="success.main" component="div">
              Desconto: {formatMoney(item.discountCents)}
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="summary-item-total">
          {formatMoney(itemNetCents(item))}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        <IconButton
          size="small"
          onClick={onDecrement}
          aria-label="Diminuir quantidade"
          data-testid="summary-item-decrement"
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'center' }} data-testid="summary-item-quantity">
          {quantityText}
          {item.unit.toUpperCase() === 'KG' ? ' kg' : ''}
        </Typography>
        <IconButton
          size="small"
          onClick={onIncrement}
          disabled={!canStepUp}
          aria-label="Aumentar quantidade"
          data-testid="summary-item-increment"
        >
          <AddIcon fontSize="small" />
        </IconButton>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {formatMoney(item.priceCents)} / {item.unit.toLowerCase()}
        </Typography>
        <IconButton
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Ações do item"
          data-testid="summary-item-menu"
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACTIONS.map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            data-testid={`summary-item-${action}`}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </ListItem>
  );
}
