import { formatDateTimeBr, formatMoney } from '@brasa/domain';
import PaymentsIcon from '@mui/icons-material/Payments';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useReceiveQuickSale } from './use-receive-quick-sale';
import { useUnpaidQuickSales } from './use-unpaid-quick-sales';

/** Ours: the list's title, its button and each sale's name. */
export const UNPAID_QUICK_SALES_TITLE = 'Vendas rápidas não pagas';
export const RECEIVE = 'Receber';
const saleName = (sequencial: number | null, id: number) => `Venda rápida #${sequencial ?? id}`;

/**
 * doc 1 §4 'An unpaid quick sale is kept locally': the unit's quick sales whose payment dialog closed before
 * they were paid, each with 'Receber' to reopen its payment. Nothing is shown while there are none.
 */
export function UnpaidQuickSalesList() {
  const { sales } = useUnpaidQuickSales();
  const { receive, receivingId } = useReceiveQuickSale();
  if (sales.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="unpaid-quick-sales">
      <Typography component="h2" variant="h6">
        {UNPAID_QUICK_SALES_TITLE}
      </Typography>
      <List dense>
        {sales.map((sale) => (
          <ListItem
            key={sale.id}
            divider
            data-testid={`unpaid-quick-sale-${sale.id}`}
            secondaryAction={
              <Button
                variant="contained"
                size="small"
                startIcon={<PaymentsIcon />}
                loading={receivingId === sale.id}
                disabled={receivingId !== null && receivingId !== sale.id}
                onClick={() => void receive(sale.id)}
                data-testid={`unpaid-quick-sale-receive-${sale.id}`}
              >
                {RECEIVE}
              </Button>
            }
          >
            <ListItemText
              primary={`${saleName(sale.sequencial, sale.id)} • ${formatMoney(sale.totalCents)}`}
              secondary={formatDateTimeBr(new Date(sale.savedAt))}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
