import { formatMoney } from '@brasa/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BoardTotals } from '../model/board-totals';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ px: 1.5, textAlign: 'right' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The board's totals (doc 4 §2 "Layout"): order count, total and average ticket. */
export function BoardTotalsStrip({ totals }: { totals: BoardTotals }) {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', py: 0.5, '& > * + *': { borderLeft: 1, borderColor: 'divider' } }}
      data-testid="board-totals"
    >
      <Figure label="Pedidos" value={String(totals.count)} testId="board-totals-count" />
      <Figure label="Total" value={formatMoney(totals.total)} testId="board-totals-total" />
      <Figure label="Ticket médio" value={formatMoney(totals.averageTicket)} testId="board-totals-ticket" />
    </Paper>
  );
}
