import type { TIFoodOrder } from '@brasa/contracts';
import { formatMoneyReais, formatQuantity } from '@brasa/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

type Item = TIFoodOrder['items'][number];

/** The unit of an item: what the order carries, else the product's, else 'UN'. */
function unitOf(item: Item): string {
  const loose = item as Item & { unit?: unknown; produto?: { unidadeMedida?: { sigla?: unknown } } };
  if (typeof loose.unit === 'string' && loose.unit) return loose.unit;
  const sigla = loose.produto?.unidadeMedida?.sigla;
  return typeof sigla === 'string' && sigla ? sigla : 'UN';
}

const itemTotal = (item: Item) => item.totalPrice ?? item.price * item.quantity;

/** Items with their sub-items: product, quantity (3 decimals), unit, value (doc 4 §2 "Delivery board"). */
export function OrderDetailItems({ items }: { items: readonly Item[] }) {
  if (items.length === 0) return <Typography color="text.secondary">Nenhum item no pedido.</Typography>;
  return (
    <Table size="small" data-testid="order-detail-items">
      <TableHead>
        <TableRow>
          <TableCell>Produto</TableCell>
          <TableCell align="right">Qtd.</TableCell>
          <TableCell>Un.</TableCell>
          <TableCell align="right">Valor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => (
          <Fragment key={item.referenceCode ?? index}>
            <TableRow>
              <TableCell>
                {item.name}
                {item.observations ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    Obs.: {item.observations}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{formatQuantity(item.quantity)}</TableCell>
              <TableCell>{unitOf(item)}</TableCell>
              <TableCell align="right">{formatMoneyReais(itemTotal(item))}</TableCell>
            </TableRow>
            {(item.subItems ?? []).map((sub, subIndex) => (
              <TableRow
                key={`${index}-${subIndex}`}
                sx={{ '& td': { color: 'text.secondary', borderBottomStyle: 'dashed' } }}
              >
                <TableCell sx={{ pl: 4 }}>+ {sub.name}</TableCell>
                <TableCell align="right">{formatQuantity(sub.quantity ?? 1)}</TableCell>
                <TableCell>UN</TableCell>
                <TableCell align="right">
                  {formatMoneyReais(sub.totalPrice ?? (sub.price ?? 0) * (sub.quantity ?? 1))}
                </TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}

/** Payments: code and value. */
export function OrderDetailPayments({ payments }: { payments: TIFoodOrder['payments'] }) {
  if (payments.length === 0) return <Typography color="text.secondary">Nenhum pagamento informado.</Typography>;
  return (
    <Table size="small" data-testid="order-detail-payments">
      <TableHead>
        <TableRow>
          <TableCell>Código</TableCell>
          <TableCell align="right">Valor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment, index) => (
          <TableRow key={String(payment.id ?? index)}>
            <TableCell>{[payment.code, payment.name].filter(Boolean).join(' - ') || '—'}</TableCell>
            <TableCell align="right">{formatMoneyReais(payment.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
