import type { TOrder } from '@brasa/contracts';
import { MSG, formatMoneyReais, routeTakeAlong, type CourierRoute } from '@brasa/domain';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsIcon from '@mui/icons-material/Payments';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dateTimeText } from '../../../shared/format/date-time-br';

/**
 * A route of 'Rotas Pendentes' (doc 4 §2): its order ids, last update, what to take along and the
 * 'Rota já iniciada' chip. The whole card is one large tap target.
 */
export function RouteCard({
  route,
  selected,
  onSelect,
}: {
  route: CourierRoute<TOrder>;
  selected: boolean;
  onSelect: () => void;
}) {
  const along = routeTakeAlong(route.orders);
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
      data-testid={`courier-route-card-${route.key}`}
    >
      <CardActionArea onClick={onSelect} sx={{ minHeight: 96 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="div">
              {route.orders.length === 1 ? 'Pedido' : 'Pedidos'} {route.orders.map((o) => `#${o.id}`).join(', ')}
            </Typography>
            {route.state === 'IN_PROGRESS' ? <Chip color="warning" label={MSG.ROUTE_ALREADY_STARTED} /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Atualizado em {dateTimeText(route.lastUpdate)}
          </Typography>
          {along.cardMachine ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <CreditCardIcon color="primary" />
              <Typography sx={{ fontWeight: 600 }}>{MSG.TAKE_CARD_MACHINE}</Typography>
            </Stack>
          ) : null}
          {along.changeFor.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <PaymentsIcon color="success" />
              <Typography sx={{ fontWeight: 600 }}>
                {MSG.levarTrocoPara(along.changeFor.map(formatMoneyReais).join(', '))}
              </Typography>
            </Stack>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
