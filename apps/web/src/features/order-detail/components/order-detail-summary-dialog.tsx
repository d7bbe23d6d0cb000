import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoney, formatQuantity, sumCents } from '@brasa/domain';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { groupItemsByProduct } from '../model/order-detail-item-groups';
import { orderNumber } from '../../../shared/orders/order-view';
import { PRINT_ORIGINS, usePrintOrder } from '../api/print-order';

interface Props {
  order: TOrder;
  onClose: () => void;
}

/** 'Resumo dos itens': the items grouped by product, with print (spec doc 1 §2 item 9). */
export function OrderDetailSummaryDialog({ order, onClose }: Props) {
  const groups = useMemo(() => groupItemsByProduct(order.iFoodOrder.items), [order.iFoodOrder.items]);
  const total = sumCents(groups.map((group) => group.total));
  const print = usePrintOrder(PRINT_ORIGINS.itemsSummary);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="order-detail-summary-dialog">
      <DialogTitle>Resumo dos itens do pedido {orderNumber(order)}</DialogTitle>
      <DialogContent dividers>
        {groups.length === 0 ? (
          <Typography color="text.secondary">Nenhum item no pedido.</Typography>
        ) : (
          <Table size="small" data-testid="order-detail-summary-table">
            <TableHead>
              <TableRow>
                <TableCell align="right">Qtd.</TableCell>
                <TableCell>Produto</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map((group, index) => (
                <Fragment key={group.key}>
                  <TableRow data-testid={`order-detail-summary-row-${index}`}>
                    <TableCell align="right" sx={{ width: 96 }}>
                      {formatQuantity(group.quantity)}
                    </TableCell>
                    <TableCell>
                      {group.name}
                      {group.externalCode ? (
                        <Typography variant="caption" color="text.secondary" component="div">
                          Cód. {group.externalCode}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{formatMoney(group.total)}</TableCell>
                  </TableRow>
                  {group.subItems.map((sub, subIndex) => (
                    <TableRow
                      key={`${group.key}-${subIndex}`}
                      sx={{ '& td': { color: 'text.secondary', borderBottomStyle: 'dashed' } }}
                    >
                      <TableCell align="right">{formatQuantity(sub.quantity)}</TableCell>
                      <TableCell sx={{ pl: 4 }}>+ {sub.name}</TableCell>
                      <TableCell align="right">{formatMoney(sub.total)}</TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>Total dos itens</TableCell>
                <TableCell align="right" data-testid="order-detail-summary-total">
                  {formatMoney(total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={print.isPending || groups.length === 0}
          onClick={() => print.mutate(order.id)}
          data-testid="order-detail-summary-print"
        >
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
