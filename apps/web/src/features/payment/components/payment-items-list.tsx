import type { TOrderItem } from '@brasa/contracts';
import { formatMoney, formatQuantity, itemTotal, toCents } from '@brasa/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

/** doc 1 §2.5 'Exibir itens': the order's items with the discounts and fees the dialog applied. */
export function PaymentItemsList({ items }: { items: readonly TOrderItem[] }) {
  return (
    <List dense disablePadding data-testid="payment-items">
      {items.map((item, index) => {
        const discount = toCents(item.discount ?? 0);
        const fee = toCents(item.totalServico ?? 0);
        const extras = [
          discount > 0 ? `Desconto: ${formatMoney(discount)}` : '',
          fee > 0 ? `Taxa de serviço: ${formatMoney(fee)}` : '',
          ...(item.subItems ?? []).map((sub) => `+ ${sub.name ?? ''}`),
        ].filter(Boolean);
        return (
          <ListItem key={item.referenceCode ?? index} disableGutters secondaryAction={formatMoney(itemTotal(item))}>
            <ListItemText
              primary={`${formatQuantity(item.quantity)} × ${item.name}`}
              secondary={extras.length ? extras.join(' · ') : null}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
