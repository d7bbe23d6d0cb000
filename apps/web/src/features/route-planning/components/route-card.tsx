import type { TMapConfig, TOrder } from '@brasa/contracts';
import { MSG, ORDER_STATUS_LABELS, routeState, stopEta, type OrderStatus, type RouteGroup } from '@brasa/domain';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import RemoveIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { copyRouteLink, routeLink, shareRoute } from '../../../shared/routes/route-share';
import type { Courier } from '../../../shared/order-move/courier-queries';
import { useNotify } from '../../../shared/ui/notify';
import { addressLine, customerName, orderNumber } from '../../../shared/routes/order-labels';
import { CourierPicker } from './courier-picker';
import { CARD_INSET, WRAP_ON_PHONE } from './wrap-on-phone';

/** Ours: the spec names these icons without words (doc 4 §2). */
const TEXTS = {
  NO_COURIER: 'Sem entregador',
  EDIT_COURIER: 'Alterar entregador',
  MORE: 'Mais informações',
  SHARE: 'Compartilhar',
  COPY: 'Copiar link',
  REMOVE_STOP: 'Remover da rota',
  orders: (n: number) => `${n} pedido(s)`,
  addSelected: (n: number) => `Adicionar selecionados (${n})`,
} as const;

function statusCounts(orders: readonly TOrder[]): [OrderStatus, number][] {
  const counts = new Map<OrderStatus, number>();
  for (const order of orders) counts.set(order.situacao, (counts.get(order.situacao) ?? 0) + 1);
  return [...counts];
}

/** An existing route (doc 4 §2): courier, status chips, edit courier, more information, share, copy link, actions. */
export function RouteCard({
  group,
  config,
  couriers,
  busy,
  onAdvance,
  onCourier,
  selectedCount = 0,
  onOptimize,
  onRemoveStop,
  onAddSelected,
}: {
  group: RouteGroup<TOrder>;
  config: TMapConfig | undefined;
  couriers: readonly Courier[];
  busy: boolean;
  onAdvance: () => void;
  onCourier: (courierId: number) => void;
  /** Orders picked on the map that may join this route at its end. */
  selectedCount?: number;
  onOptimize?: () => void;
  onRemoveStop?: (orderId: number) => void;
  onAddSelected?: () => void;
}) {
  const notify = useNotify();
  const [more, setMore] = useState(false);
  const [editing, setEditing] = useState(false);
  const [courierId, setCourierId] = useState<number | null>(group.pessoa?.id ?? null);
  const state = routeState(group.pedidos);
  const link = () => routeLink(config, group.pedidos, group.pessoa?.nome ?? null);
  const id = group.agrupadorDespacho;
  // The stops change only before anyone leaves the shop with the route (the server's rule too).
  const editable = group.pedidos.every((o) => ['AGUARDANDO_RETIRADA', 'CONFIRMADO', 'CANCELADO'].includes(o.situacao));
  const live = group.pedidos.filter((o) => o.situacao !== 'CANCELADO');
  return (
    <Card variant="outlined" data-testid={`routing-route-${id}`}>
      <CardContent sx={{ pb: 1, ...CARD_INSET }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          {/* On a phone the courier's name wraps rather than hide behind the four icons. */}
          <Typography variant="subtitle1" sx={{ flex: 1, minWidth: 0, fontWeight: 600, ...WRAP_ON_PHONE }}>
            {group.pessoa?.nome || TEXTS.NO_COURIER}
          </Typography>
          <Tooltip title={TEXTS.EDIT_COURIER}>
            <IconButton size="small" onClick={() => setEditing(true)} data-testid={`routing-route-edit-${id}`}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={TEXTS.MORE}>
            <IconButton size="small" onClick={() => setMore((open) => !open)} data-testid={`routing-route-more-${id}`}>
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={TEXTS.SHARE}>
            <IconButton size="small" onClick={() => shareRoute(link(), notify)}>
              <ShareIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={TEXTS.COPY}>
            <IconButton
              size="small"
              onClick={() => void copyRouteLink(link(), notify)}
              data-testid={`routing-route-copy-${id}`}
            >
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <Chip size="small" label={TEXTS.orders(group.pedidos.length)} />
          {statusCounts(group.pedidos).map(([situacao, count]) => (
            <Chip
              key={situacao}
              size="small"
              variant="outlined"
              label={`${ORDER_STATUS_LABELS[situacao]}: ${count}`}
              data-testid={`routing-route-chip-${id}-${situacao}`}
            />
          ))}
        </Stack>
        <Collapse in={more} unmountOnExit>
          {/* The stops in the route's stored order (issue 31 §4), each with its ETA. */}
          <Stack spacing={0.5} sx={{ mt: 1 }} data-testid={`routing-route-stops-${id}`}>
            {group.pedidos.map((order, index) => {
              const eta = stopEta(order);
              return (
                <Stack
                  key={order.id}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center' }}
                  data-testid={`routing-route-stop-${order.id}`}
                >
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                    {index + 1}. #{orderNumber(order)} {customerName(order)} — {addressLine(order)}
                  </Typography>
                  {eta ? (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ whiteSpace: 'nowrap' }}
                      data-testid={`routing-route-eta-${order.id}`}
                    >
                      {MSG.previsaoChegada(eta)}
                    </Typography>
                  ) : null}
                  {editable && onRemoveStop && live.length > 1 && order.situacao !== 'CANCELADO' ? (
                    <Tooltip title={TEXTS.REMOVE_STOP}>
                      <IconButton
                        size="small"
                        disabled={busy}
                        onClick={() => onRemoveStop(order.id)}
                        aria-label={TEXTS.REMOVE_STOP}
                        data-testid={`routing-route-remove-${order.id}`}
                      >
                        <RemoveIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Collapse>
      </CardContent>
      {state !== 'FINISHED' ? (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, pt: 0 }}>
          {editable && onAddSelected && selectedCount > 0 ? (
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={busy}
              onClick={onAddSelected}
              data-testid={`routing-route-add-${id}`}
            >
              {TEXTS.addSelected(selectedCount)}
            </Button>
          ) : null}
          {editable && onOptimize && live.length > 1 ? (
            <Button
              size="small"
              startIcon={<AltRouteIcon />}
              disabled={busy}
              onClick={onOptimize}
              data-testid={`routing-route-optimize-${id}`}
            >
              {MSG.OPTIMIZE_ROUTE}
            </Button>
          ) : null}
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={onAdvance}
            data-testid={`routing-route-advance-${id}`}
          >
            {state === 'IN_PROGRESS' ? MSG.MARK_AS_DELIVERED : MSG.DISPATCH}
          </Button>
        </CardActions>
      ) : null}
      {editing ? (
        <Dialog open onClose={() => setEditing(false)} fullWidth maxWidth="xs">
          <DialogTitle>{TEXTS.EDIT_COURIER}</DialogTitle>
          <DialogContent sx={{ pt: '8px !important' }}>
            <CourierPicker
              couriers={couriers}
              value={courierId}
              onChange={setCourierId}
              testId={`routing-route-${id}`}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(false)}>{MSG.CANCEL}</Button>
            <Button
              variant="contained"
              disabled={courierId === null || busy}
              onClick={() => {
                setEditing(false);
                if (courierId !== null) onCourier(courierId);
              }}
            >
              {MSG.SAVE}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Card>
  );
}
