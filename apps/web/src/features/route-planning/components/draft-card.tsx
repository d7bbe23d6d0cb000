import type { TOrder } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Courier } from '../../../shared/order-move/courier-queries';
import { customerName, orderNumber } from '../../../shared/routes/order-labels';
import { formatEta, type RouteDraft } from '../model/route-drafts';
import { CourierPicker } from './courier-picker';
import { CARD_INSET, WRAP_ON_PHONE } from './wrap-on-phone';

/** Ours: the spec shows the draft without these words (doc 4 §2). */
const TEXTS = {
  REOPEN: 'Editar pedidos da rota',
  UP: 'Subir parada',
  DOWN: 'Descer parada',
  planned: (minutes: string, gainPct: number) =>
    `Tempo estimado: ${minutes}${gainPct > 0 ? ` (${gainPct}% mais rápido que a ordem informada)` : ''}`,
} as const;

/** A draft 'Nova rota' (doc 4 §2): its stops with ETAs, reorder by hand, the courier, 'Cancelar' / 'Criar Rota'. */
export function DraftCard({
  draft,
  orders,
  couriers,
  busy,
  onCourier,
  onMove,
  onCancel,
  onReopen,
  onConfirm,
}: {
  draft: RouteDraft;
  orders: ReadonlyMap<number, TOrder>;
  couriers: readonly Courier[];
  busy: boolean;
  onCourier: (courierId: number | null) => void;
  onMove: (orderId: number, delta: -1 | 1) => void;
  onCancel: () => void;
  onReopen: () => void;
  onConfirm: () => void;
}) {
  const eta = new Map(draft.plan?.paradas.map((stop) => [stop.pedidoId, stop.chegadaSegundos]) ?? []);
  const plan = draft.plan;
  const gain =
    plan && plan.duracaoOrdemInformadaSegundos > 0
      ? Math.round((1 - plan.duracaoSegundos / plan.duracaoOrdemInformadaSegundos) * 100)
      : 0;
  return (
    <Card variant="outlined" data-testid={`routing-draft-${draft.id}`}>
      <CardHeader
        title={MSG.NEW_ROUTE}
        slotProps={{ title: { variant: 'subtitle1' } }}
        action={
          <Tooltip title={TEXTS.REOPEN}>
            <IconButton onClick={onReopen} data-testid={`routing-draft-reopen-${draft.id}`}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        }
        sx={{ pb: 0, ...CARD_INSET }}
      />
      <CardContent sx={CARD_INSET}>
        <Stack spacing={0.5} sx={{ mb: 1.5 }}>
          {draft.orderIds.map((id, index) => {
            const order = orders.get(id);
            const seconds = eta.get(id);
            return (
              <Stack
                key={id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
                data-testid={`routing-stop-${id}`}
              >
                <Typography variant="body2" sx={{ width: 20 }}>
                  {index + 1}.
                </Typography>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, ...WRAP_ON_PHONE }}>
                  {order ? `#${orderNumber(order)} ${customerName(order)}` : `#${id}`}
                </Typography>
                {seconds !== undefined ? (
                  <Typography variant="caption" color="text.secondary" data-testid={`routing-eta-${id}`}>
                    {formatEta(seconds)}
                  </Typography>
                ) : null}
                <IconButton size="small" disabled={index === 0} onClick={() => onMove(id, -1)} aria-label={TEXTS.UP}>
                  <ArrowUpwardIcon fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === draft.orderIds.length - 1}
                  onClick={() => onMove(id, 1)}
                  aria-label={TEXTS.DOWN}
                >
                  <ArrowDownwardIcon fontSize="inherit" />
                </IconButton>
              </Stack>
            );
          })}
          {plan ? (
            <Typography variant="caption" color="text.secondary" data-testid={`routing-draft-total-${draft.id}`}>
              {TEXTS.planned(formatEta(plan.duracaoSegundos), gain)}
            </Typography>
          ) : null}
        </Stack>
        <CourierPicker
          couriers={couriers}
          value={draft.courierId}
          onChange={onCourier}
          testId={`routing-draft-${draft.id}`}
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} data-testid={`routing-draft-cancel-${draft.id}`}>
          {MSG.CANCEL}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={onConfirm}
          data-testid={`routing-draft-confirm-${draft.id}`}
        >
          {MSG.CREATE_ROUTE}
        </Button>
      </CardActions>
    </Card>
  );
}
