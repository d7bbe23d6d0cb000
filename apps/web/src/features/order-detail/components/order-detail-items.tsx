import { orderBodyTotals, type TIFoodOrder, type TOrder } from '@brasa/contracts';
import {
  formatMoney,
  formatMoneyReais,
  formatQuantity,
  itemTotal as lineTotal,
  subItemTotal,
  type Cents,
} from '@brasa/domain';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type KeyboardEvent } from 'react';
import { OrderDetailItemDialog } from './order-detail-item-dialog';

type Item = TIFoodOrder['items'][number];

/** The unit of an item: what the order carries, else the product's, else 'UN'. */
function unitOf(item: Item): string {
  const loose = item as Item & { unit?: unknown; produto?: { unidadeMedida?: { sigla?: unknown } } };
  if (typeof loose.unit === 'string' && loose.unit) return loose.unit;
  const sigla = loose.produto?.unidadeMedida?.sigla;
  return typeof sigla === 'string' && sigla ? sigla : 'UN';
}

/** doc 1 §9: quantity × price − discount, plus the sub-items. */
const itemTotal = (item: Item) => formatMoney(lineTotal(item));

/**
 * Items with their sub-items: product, quantity (3 decimals), unit, value (doc 4 §2 "Delivery board"). A row
 * opens the item information dialog (doc 1 §2 item 13).
 */
export function OrderDetailItems({ items, orderId }: { items: readonly Item[]; orderId?: number }) {
  // By index, so the dialog follows the order when the full detail arrives.
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const selected = selectedIndex === null ? undefined : items[selectedIndex];
  if (items.length === 0) return <Typography color="text.secondary">Nenhum item no pedido.</Typography>;
  const openOnKey = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setSelectedIndex(index);
  };
  return (
    <>
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
              <TableRow
                hover
                tabIndex={0}
                title="Ver informações do item"
                sx={{ cursor: 'pointer' }}
                onClick={() => setSelectedIndex(index)}
                onKeyDown={openOnKey(index)}
                data-testid={`order-detail-item-${index}`}
              >
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
                <TableCell align="right">{itemTotal(item)}</TableCell>
              </TableRow>
              {(item.subItems ?? []).map((sub, subIndex) => (
                <TableRow
                  key={`${index}-${subIndex}`}
                  data-testid={`order-detail-item-${index}-sub-${subIndex}`}
                  sx={{ '& td': { color: 'text.secondary', borderBottomStyle: 'dashed' } }}
                >
                  <TableCell sx={{ pl: 4 }}>+ {sub.name}</TableCell>
                  <TableCell align="right">{formatQuantity(sub.quantity ?? 1)}</TableCell>
                  <TableCell>UN</TableCell>
                  <TableCell align="right">{formatMoney(subItemTotal(sub))}</TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
      {selected ? (
        <OrderDetailItemDialog item={selected} orderId={orderId} onClose={() => setSelectedIndex(null)} />
      ) : null}
    </>
  );
}

/** Payments: code and value. */
export function OrderDetailPayments({ payments }: { payments: TIFoodOrder['payments'] }) {
  if (payments.length === 0) return <Typography color="text.secondary">Nenhum pagamento informado.</Typography>;
  return (
    <Table size="small" data-testid="order-detail-payments">
      <TableHead>
        <TableRow>
          <TableCell>Forma de pagamento</TableCell>
          <TableCell align="right">Troco para</TableCell>
          <TableCell align="right">Valor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment, index) => (
          <TableRow key={String(payment.id ?? index)}>
            {/* The method's name; its code (PX, DIN...) only when the payment has no name. */}
            <TableCell>
              {payment.name || payment.code || '—'}
              {payment.prepaid === false ? ' (a receber na entrega)' : null}
            </TableCell>
            <TableCell align="right">{payment.changeFor ? formatMoneyReais(payment.changeFor) : '—'}</TableCell>
            <TableCell align="right">{formatMoneyReais(payment.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TotalRow({ label, value, testId, strong }: { label: string; value: Cents; testId: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: strong ? 700 : 400 }}>
      <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'inherit' }} data-testid={testId}>
        {formatMoney(value)}
      </Typography>
    </Stack>
  );
}

/** Totals of doc 1 §9: subtotal, fees, discounts, total, paid and pending. */
export function OrderDetailTotals({ order }: { order: TOrder }) {
  const totals = orderBodyTotals(order.iFoodOrder);
  return (
    <Stack
      spacing={0.25}
      sx={{ alignSelf: 'flex-end', width: { xs: '100%', sm: 280 } }}
      data-testid="order-detail-totals"
    >
      <TotalRow label="Subtotal" value={totals.subTotal} testId="order-detail-subtotal" />
      {totals.serviceFee > 0 ? (
        <TotalRow label="Taxa de serviço" value={totals.serviceFee} testId="order-detail-service-fee" />
      ) : null}
      {totals.deliveryFee > 0 ? (
        <TotalRow label="Taxa de entrega" value={totals.deliveryFee} testId="order-detail-delivery-fee" />
      ) : null}
      {totals.discount + totals.benefits > 0 ? (
        <TotalRow
          label="Descontos"
          value={(totals.discount + totals.benefits) as Cents}
          testId="order-detail-discount"
        />
      ) : null}
      <TotalRow label="Total" value={totals.total} testId="order-detail-total" strong />
      <TotalRow label="Pago" value={totals.paid} testId="order-detail-paid" />
      <TotalRow label="Pendente" value={totals.pending} testId="order-detail-pending" strong={totals.pending > 0} />
    </Stack>
  );
}
