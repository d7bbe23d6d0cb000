import { formatMoney } from '@brasa/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TabsTotals } from '../model/tabs-totals';
import { TABS_TEXTS } from '../model/tabs-texts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ px: 1.5, textAlign: 'right' }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography
        variant="subtitle2"
        sx={{ fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The tab board's totals (doc 4 §2 "Layout", §9): orders, total, ticket average and table occupancy. */
export function TabsTotalsStrip({ totals }: { totals: TabsTotals }) {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', py: 0.5, '& > * + *': { borderLeft: 1, borderColor: 'divider' } }}
      data-testid="tabs-totals"
    >
      <Figure label={TABS_TEXTS.ORDERS} value={String(totals.count)} testId="tabs-totals-count" />
      <Figure label={TABS_TEXTS.TOTAL} value={formatMoney(totals.total)} testId="tabs-totals-total" />
      <Figure label={TABS_TEXTS.TICKET} value={formatMoney(totals.averageTicket)} testId="tabs-totals-ticket" />
      <Figure label={TABS_TEXTS.OCCUPANCY} value={`${totals.occupancy}%`} testId="tabs-totals-occupancy" />
    </Paper>
  );
}
