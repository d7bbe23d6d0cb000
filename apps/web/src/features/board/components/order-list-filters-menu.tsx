import { MSG, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@brasa/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import { useState } from 'react';
import type { OrderListParams } from '../../../shared/orders/order-list-params';

type Filters = Pick<OrderListParams, 'types' | 'situations' | 'invoice' | 'paid'>;

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** The list dialog's filters menu (doc 2 §2.2): type, status, invoice and payment. */
export function OrderListFiltersMenu({ value, onChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active =
    value.types.length + value.situations.length + (value.invoice === 'any' ? 0 : 1) + (value.paid === 'any' ? 0 : 1);
  const radio = <K extends 'invoice' | 'paid'>(key: K, option: Filters[K], label: string) => (
    <MenuItem dense key={`${key}-${option}`} onClick={() => onChange({ ...value, [key]: option })}>
      <Radio size="small" checked={value[key] === option} sx={{ p: 0.5 }} />
      <ListItemText primary={label} />
    </MenuItem>
  );
  return (
    <>
      <Badge badgeContent={active} color="primary">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="order-list-filters-button"
        >
          {MSG.FILTERS}
        </Button>
      </Badge>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true } }}
      >
        <ListSubheader>Tipo do pedido</ListSubheader>
        {(['DELIVERY', 'BALCAO'] as const).map((type) => (
          <MenuItem dense key={type} onClick={() => onChange({ ...value, types: toggle(value.types, type) })}>
            <Checkbox size="small" checked={value.types.includes(type)} sx={{ p: 0.5 }} />
            <ListItemText primary={type === 'DELIVERY' ? 'Delivery' : 'Balcão'} />
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>Situação</ListSubheader>
        {ORDER_STATUSES.map((status) => (
          <MenuItem
            dense
            key={status}
            onClick={() => onChange({ ...value, situations: toggle(value.situations, status) })}
          >
            <Checkbox size="small" checked={value.situations.includes(status)} sx={{ p: 0.5 }} />
            <ListItemText primary={ORDER_STATUS_LABELS[status]} />
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>Nota fiscal</ListSubheader>
        {radio('invoice', 'any', 'Todas')}
        {radio('invoice', 'with', 'Com nota fiscal')}
        {radio('invoice', 'without', 'Sem nota fiscal')}
        <Divider />
        <ListSubheader>Pagamento</ListSubheader>
        {radio('paid', 'any', 'Todos')}
        {radio('paid', 'paid', 'Pago')}
        {radio('paid', 'unpaid', 'Não pago')}
      </Menu>
    </>
  );
}
