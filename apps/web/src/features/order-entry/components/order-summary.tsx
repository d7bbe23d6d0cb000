import { MSG, type OrderTotals, asCents, formatMoney, sumCents } from '@brasa/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DraftItem } from '../model/order-draft';
import { splitSavedItems } from '../model/saved-order';
import type { ItemMenuAction } from '../model/entry-overlay';
import { SummaryItemRow } from './summary-item-row';

interface Props {
  items: readonly DraftItem[];
  totals: OrderTotals;
  onIncrement: (item: DraftItem) => void;
  onDecrement: (item: DraftItem) => void;
  onAction: (action: ItemMenuAction, item: DraftItem) => void;
}

function TotalLine({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  const variant = strong ? 'h6' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={variant}>{label}</Typography>
      <Typography variant={variant} data-testid={testId} sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** doc 2 §2.7: the items saved before, apart from the ones added now. */

/** The order summary: items with their stepper and menu, then the totals (doc 2 §2.7, §8 empty state). */
export function OrderSummary({ items, totals, onIncrement, onDecrement, onAction }: Props) {
  // totals.subTotal is net of the item discounts (doc 1 §9); the panel shows them apart.
  const itemDiscounts = sumCents(items.map((item) => item.discountCents));
  const { fresh, saved } = splitSavedItems(items);
  const [savedOpen, setSavedOpen] = useState(true);
  const row = (item: DraftItem) => (
    <SummaryItemRow
      key={item.key}
      item={item}
      onIncrement={() => onIncrement(item)}
      onDecrement={() => onDecrement(item)}
      onAction={(action) => onAction(action, item)}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="order-summary">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        Resumo do pedido
      </Typography>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 120 }}>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="order-summary-empty">
            {MSG.NO_PRODUCT_IN_ORDER}
          </Typography>
        ) : (
          <>
            <List dense disablePadding>
              {fresh.map(row)}
            </List>
            {saved.length > 0 ? (
              <>
                <ListItemButton onClick={() => setSavedOpen(!savedOpen)} data-testid="summary-saved-toggle">
                  <ListItemText
                    primary={`${MSG.SAVED_AND_CONFIRMED} (${saved.length})`}
                    slotProps={{ primary: { variant: 'subtitle2' } }}
                  />
                  {savedOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </ListItemButton>
                <Collapse in={savedOpen} data-testid="summary-saved">
                  <List dense disablePadding>
                    {saved.map(row)}
                  </List>
                </Collapse>
              </>
            ) : null}
          </>
        )}
      </Box>
      <Divider />
      <Stack spacing={0.5} sx={{ p: 2 }}>
        <TotalLine
          label="Subtotal"
          value={formatMoney(asCents(totals.subTotal + itemDiscounts))}
          testId="order-subtotal"
        />
        {itemDiscounts > 0 ? (
          <TotalLine label="Descontos" value={`-${formatMoney(itemDiscounts)}`} testId="order-discounts" />
        ) : null}
        {totals.serviceFee > 0 ? (
          <TotalLine label="Taxa de serviço" value={formatMoney(totals.serviceFee)} testId="order-service-fee" />
        ) : null}
        {totals.deliveryFee > 0 ? (
          <TotalLine
            label="Taxa de entrega"
            value={formatMoney(totals.deliveryFee)}
            testId="order-delivery-fee-total"
          />
        ) : null}
        <TotalLine label="Total" value={formatMoney(totals.total)} strong testId="order-total" />
      </Stack>
    </Box>
  );
}
