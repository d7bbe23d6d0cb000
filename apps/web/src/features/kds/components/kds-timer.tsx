import Typography from '@mui/material/Typography';
import { useSecondClock } from '../hooks/use-second-clock';

function clockText(since: string, now: number): string {
  const start = Date.parse(since);
  if (Number.isNaN(start)) return '—';
  const seconds = Math.max(0, Math.floor((now - start) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The time since `since`, ticking every second (doc 3 §3: the time since the item arrived). */
export function KdsTimer({ since, large = false }: { since: string; large?: boolean }) {
  const now = useSecondClock();
  return (
    <Typography
      component="span"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: large ? '1.6rem' : '1rem' }}
      data-testid="kds-timer"
    >
      {clockText(since, now)}
    </Typography>
  );
}
