import { formatMoney, type Cents, type CircleStats } from '@brasa/domain';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const km = (meters: number) =>
  (meters / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The 'Raio de Distância' panel (doc 3 §2.2): radius in km, orders, total value and average ticket inside. */
export function CirclePanel({
  radius,
  stats,
  onRadiusChange,
}: {
  radius: number;
  stats: CircleStats;
  onRadiusChange: (meters: number) => void;
}) {
  return (
    <Paper
      elevation={4}
      data-testid="circle-panel"
      sx={{ position: 'absolute', top: 12, right: 12, zIndex: 1000, p: 2, width: 240 }}
    >
      <Typography variant="subtitle2" data-testid="circle-radius">
        Raio: {km(radius)} km
      </Typography>
      <Slider
        size="small"
        min={500}
        max={20_000}
        step={100}
        value={radius}
        onChange={(_, value) => onRadiusChange(value as number)}
        aria-label="Raio em metros"
      />
      <Typography variant="body2" data-testid="circle-orders">
        Total de pedidos: {stats.pedidos}
      </Typography>
      <Typography variant="body2" data-testid="circle-total">
        Valor total: {formatMoney(stats.totalCents as Cents)}
      </Typography>
      <Typography variant="body2" data-testid="circle-ticket">
        Ticket médio: {formatMoney(stats.ticketMedioCents as Cents)}
      </Typography>
    </Paper>
  );
}
