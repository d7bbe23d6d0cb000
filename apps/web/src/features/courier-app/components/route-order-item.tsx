import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  formatMoney,
  formatMoneyReais,
  formatQuantity,
  itemTotal,
  orderStatusLabel,
  stopEta,
  type OrderStatus,
} from '@brasa/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { addressText, customerName, orderMapUrl, phoneDigits } from '../model/order-view';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ textAlign: 'right', fontWeight: 500 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function StatusDot({ situacao, current }: { situacao: string; current: boolean }) {
  if (situacao === 'ENTREGUE') return <CheckCircleIcon color="success" />;
  if (current) return <LocalShippingIcon color="warning" />;
  return <RadioButtonUncheckedIcon color="disabled" />;
}

const isCardPayment = (p: { code?: string | null; name?: string | null }) =>
  /cart[aã]o|cr[eé]dito|d[eé]bito/i.test(p.name ?? '') ||
  ['CC', 'CD', 'CRE', 'DEB'].includes((p.code ?? '').toUpperCase());

/**
 * One stop of the timeline (doc 4 §2 'Rota em Andamento'): it expands to the customer, address, phone, card
 * payment, items, fee, change, paid or not and total, with 'Abrir no mapa'; the in-progress stop carries
 * 'Entrega realizada'.
 */
export function RouteOrderItem({
  order,
  current,
  last,
  onDeliver,
  isDelivering,
}: {
  order: TOrder;
  current: boolean;
  last: boolean;
  onDeliver: (() => void) | null;
  isDelivering: boolean;
}) {
  // The stop on its way opens by itself (also when it becomes the current one); a tap decides after that.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? current;
  // The ETA the route was planned with (issue 31 §4), 'HH:mm'.
  const eta = stopEta(order);
  return (
    <Stack direction="row" spacing={1.5} data-testid={`route-order-${order.id}`}>
      <Stack sx={{ alignItems: 'center', pt: 1.5 }}>
        <StatusDot situacao={order.situacao} current={current} />
        {!last ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} /> : null}
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, pb: 2 }}>
        <Accordion expanded={expanded} onChange={(_, next) => setToggled(next)} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                Pedido #{order.id}
              </Typography>
              <Typography variant="body2" noWrap>
                {customerName(order)}
              </Typography>
              {eta ? (
                <Typography variant="body2" color="text.secondary" data-testid={`route-order-${order.id}-eta`}>
                  {MSG.previsaoChegada(eta)}
                </Typography>
              ) : null}
              <Chip
                size="small"
                sx={{ mt: 0.5 }}
                label={orderStatusLabel(order.situacao as OrderStatus)}
                color={order.situacao === 'ENTREGUE' ? 'success' : current ? 'warning' : 'default'}
                data-testid={`route-order-${order.id}-status`}
              />
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <OrderDetails order={order} />
          </AccordionDetails>
        </Accordion>
        {onDeliver ? (
          <Button
            fullWidth
            size="large"
            variant="contained"
            color="success"
            sx={{ mt: 1, py: 1.5 }}
            startIcon={<CheckCircleIcon />}
            disabled={isDelivering}
            onClick={onDeliver}
            data-testid={`route-order-${order.id}-deliver`}
          >
            {MSG.DELIVERY_DONE}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}

/** What the courier needs of an order: customer, address, phone, card, items, fee, change, paid, total, map. */
export function OrderDetails({ order }: { order: TOrder }) {
  const body = order.iFoodOrder;
  const phone = phoneDigits(order);
  const mapUrl = orderMapUrl(order);
  const cards = (body.payments ?? []).filter(isCardPayment);
  return (
    <Stack spacing={1}>
      <Line label="Cliente">{customerName(order) || '—'}</Line>
      <Line label="Endereço">{addressText(order) || '—'}</Line>
      <Line label="Telefone">
        {phone ? (
          <Link href={`tel:${phone}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <PhoneIcon fontSize="small" />
            {body.customer?.phone}
          </Link>
        ) : (
          '—'
        )}
      </Line>
      {cards.length > 0 || body.levarMaquinaCartao ? (
        <Line label="Cartão">
          {cards.length > 0
            ? cards.map((p) => `${p.name ?? p.code ?? ''} ${formatMoneyReais(p.value)}`).join(', ')
            : MSG.TAKE_CARD_MACHINE}
        </Line>
      ) : null}
      <Divider />
      {(body.items ?? []).map((item, index) => (
        <Line key={index} label={`${formatQuantity(item.quantity)} × ${item.name}`}>
          {formatMoney(itemTotal(item))}
        </Line>
      ))}
      <Divider />
      <Line label="Taxa de entrega">{formatMoneyReais(body.deliveryFee ?? 0)}</Line>
      {order.levarTrocoPara ? <Line label="Troco para">{formatMoneyReais(order.levarTrocoPara)}</Line> : null}
      <Line label="Pagamento">
        <Chip size="small" color={order.pago ? 'success' : 'error'} label={order.pago ? 'Pago' : 'Não pago'} />
      </Line>
      <Line label="Total">
        <Typography component="span" variant="h6">
          {formatMoneyReais(order.totalPedido)}
        </Typography>
      </Line>
      {mapUrl ? (
        <Button
          size="large"
          variant="outlined"
          startIcon={<MapIcon />}
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {MSG.OPEN_IN_MAP}
        </Button>
      ) : null}
    </Stack>
  );
}
