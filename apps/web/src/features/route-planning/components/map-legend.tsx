import { ALLOCATED_MARKER_COLOR, MARKER_COLORS, MSG, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@brasa/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ENTRIES = [
  ...ORDER_STATUSES.map((status) => ({
    key: status,
    label: ORDER_STATUS_LABELS[status],
    color: MARKER_COLORS[status],
  })),
  { key: 'ALOCADO', label: MSG.ALLOCATED_IN_ROUTE, color: ALLOCATED_MARKER_COLOR },
];

/** The marker colours (doc 4 §2): one dot per situation and 'Alocado em Rota'. */
export function MapLegend() {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
      data-testid="routing-legend"
    >
      {ENTRIES.map((entry) => (
        <Stack key={entry.key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: entry.color }} />
          <Typography variant="caption">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
