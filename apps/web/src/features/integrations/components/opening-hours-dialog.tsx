import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storeQueries } from '../api/store-api';
import { WEEK_DAYS, shiftRange } from '../model/store-view';

/** Opening hours (doc 2 §2.8): one read-only tab per weekday, Sunday to Saturday. */
export function OpeningHoursDialog({ configId, onClose }: { configId: number; onClose: () => void }) {
  const [day, setDay] = useState(() => new Date().getDay());
  const hours = useQuery(storeQueries.openingHours(configId));
  const shifts = (hours.data ?? []).filter((h) => h.dayOfWeek === WEEK_DAYS[day]!.day);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="opening-hours-dialog">
      <DialogTitle>Horários de funcionamento</DialogTitle>
      <Tabs value={day} onChange={(_e, next: number) => setDay(next)} variant="scrollable" sx={{ px: 2 }}>
        {WEEK_DAYS.map((d) => (
          <Tab key={d.day} label={d.label} data-testid={`opening-hours-tab-${d.day}`} />
        ))}
      </Tabs>
      <DialogContent dividers>
        {hours.isPending ? <CircularProgress size={24} /> : null}
        {hours.isError ? <Alert severity="error">{MSG.ACTION_FAILED}</Alert> : null}
        {hours.data && shifts.length === 0 ? (
          <Typography color="text.secondary" data-testid="opening-hours-empty">
            {MSG.NO_OPENING_HOURS}
          </Typography>
        ) : null}
        {shifts.map((s) => (
          <Typography key={`${s.merchantId}-${s.start}`} data-testid="opening-hours-shift">
            {shiftRange(s.start, s.duration)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
