import type { TReceiptSettlement, TReceiptTotals, TSettlementReceipt } from '@brasa/contracts';
import { MSG, formatDateTimeBr, formatMoneyReais } from '@brasa/domain';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../shared/api/api-error';
import { courierScreenQueries } from '../api/courier-api';
import { balanceText } from '../model/settlement';

const money = (reais: number) => formatMoneyReais(reais);
const dayText = (day: string) => day.split('-').reverse().join('/');
const when = (iso: string) => formatDateTimeBr(new Date(iso));
const orderNumber = (order: { id: number; sequencial: number | null }) => `#${order.sequencial ?? order.id}`;

/** Ours: the spec names the receipt, not its words. */
const TEXTS = {
  LOAD_FAILED: 'Não foi possível carregar o recibo.',
  SIGNATURE: 'Assinatura do entregador',
  ALL: 'Total do recibo',
} as const;

/** Print: the page alone on white paper, no buttons, each courier kept on one sheet where it fits. */
const PRINT_SX = {
  '@media print': {
    p: 0,
    maxWidth: 'none',
    color: '#000',
    bgcolor: '#fff',
    '& .no-print': { display: 'none' },
    '& .courier': { breakInside: 'avoid' },
    '& .MuiTableCell-root': { color: '#000', borderColor: '#999', py: 0.25 },
  },
} as const;

/**
 * /admin/movimentoFinanceiro/gerarRecibo?idsGerarRecibo=1,2 (doc 4 §7): the receipt of posted settlements, opened
 * in a new tab from the settlement tab, with the same session. Per courier each settlement's orders (date,
 * number, delivery fee), the sums as posted and a signature line; 'Imprimir' prints it.
 */
export function SettlementReceiptPage() {
  const [search] = useSearchParams();
  const ids = search.get('idsGerarRecibo') ?? '';
  const query = useQuery(courierScreenQueries.receipt(ids));
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900, mx: 'auto', ...PRINT_SX }} data-testid="settlement-receipt">
      <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!query.data}
          onClick={() => window.print()}
          data-testid="receipt-print"
        >
          {MSG.PRINT}
        </Button>
      </Box>
      {query.isPending ? <CircularProgress /> : null}
      {query.isError ? <Alert severity="error">{readErrorMessage(query.error, TEXTS.LOAD_FAILED)}</Alert> : null}
      {query.data ? <Receipt receipt={query.data} /> : null}
    </Box>
  );
}

function Receipt({ receipt }: { receipt: TSettlementReceipt }) {
  return (
    <>
      <Typography variant="h5" component="h1">
        {MSG.SETTLEMENT_RECEIPT_TITLE}
      </Typography>
      <Typography color="text.secondary" data-testid="receipt-unit">
        {receipt.unidade}
      </Typography>
      {receipt.entregadores.map((courier) => (
        <Box
          key={courier.pessoa.id}
          className="courier"
          sx={{ mt: 3 }}
          data-testid={`receipt-courier-${courier.pessoa.id}`}
        >
          <Typography variant="h6" component="h2">
            {courier.pessoa.nome}
          </Typography>
          {courier.acertos.map((settlement) => (
            <SettlementBlock key={settlement.id} settlement={settlement} />
          ))}
          <Totals totals={courier.totais} testId={`receipt-totals-${courier.pessoa.id}`} />
          <Box sx={{ mt: 6, mx: 'auto', width: { xs: '90%', sm: 360 }, borderTop: '1px solid', textAlign: 'center' }}>
            <Typography variant="body2">{TEXTS.SIGNATURE}</Typography>
            <Typography variant="body2">{courier.pessoa.nome}</Typography>
          </Box>
        </Box>
      ))}
      {receipt.entregadores.length > 1 ? (
        <Box sx={{ mt: 3 }}>
          <Divider />
          <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
            {TEXTS.ALL}
          </Typography>
          <Totals totals={receipt.totais} testId="receipt-totals-all" />
        </Box>
      ) : null}
    </>
  );
}

function SettlementBlock({ settlement }: { settlement: TReceiptSettlement }) {
  return (
    <Box sx={{ mt: 1.5 }} data-testid={`receipt-settlement-${settlement.id}`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Acerto {settlement.id} · dia {dayText(settlement.dataPedido)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Lançado em {when(settlement.lancadoEm)} por {settlement.usuario} · {settlement.formaPagamento}
      </Typography>
      <Table size="small" sx={{ mt: 0.5 }}>
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            <TableCell>Pedido</TableCell>
            <TableCell align="right">Taxa de entrega</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {settlement.pedidos.map((order) => (
            <TableRow key={order.id}>
              <TableCell>{when(order.dataPedido)}</TableCell>
              <TableCell>{orderNumber(order)}</TableCell>
              <TableCell align="right">{money(order.taxaEntrega)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        Diária {money(settlement.valores.diaria)} · Por entrega {money(settlement.valores.totalPorEntrega)} · % das
        taxas {money(settlement.valores.totalPorcentagemEntrega)} · Mínimo{' '}
        {money(settlement.valores.entregadorValorMinimo)}
      </Typography>
    </Box>
  );
}

function Totals({ totals, testId }: { totals: TReceiptTotals; testId: string }) {
  const rows: [string, string][] = [
    ['Pedidos', String(totals.pedidos)],
    ['Taxas de entrega', money(totals.totalValorEntrega)],
    ['A pagar ao entregador', money(totals.valorPagar)],
    ['Recebido pelo entregador', money(totals.valor)],
  ];
  return (
    <Box sx={{ mt: 1.5, ml: 'auto', width: { xs: '100%', sm: 360 } }} data-testid={testId}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="body2">{value}</Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', borderTop: '1px solid', mt: 0.5, pt: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>Saldo</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid={`${testId}-saldo`}>
          {money(totals.saldo)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {balanceText(totals.saldo)}
      </Typography>
    </Box>
  );
}
