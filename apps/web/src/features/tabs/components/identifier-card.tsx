import { MSG, formatMoney, toCents } from '@brasa/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { ageIndicator } from '../model/age-indicator';
import type { IdentifierCard } from '../model/identifier-cards';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  card: IdentifierCard;
  now: number;
  selected: boolean;
  /** Offline: checkboxes are disabled (doc 3 §4.7). */
  isOnline: boolean;
  onOpen: (card: IdentifierCard) => void;
  onToggle: (card: IdentifierCard) => void;
}

function cardTotal(card: IdentifierCard): string {
  const cents = card.orders.reduce((sum, order) => sum + toCents(order.totalPedido ?? 0), 0);
  return formatMoney(cents as ReturnType<typeof toCents>);
}

/** One tab or table (doc 3 §2.3): number, 'BLOQUEADA', its open orders' total and the age indicator (§4.5). */
export const IdentifierCardView = memo(IdentifierCardBody, sameCard);

/**
 * The cards are rebuilt on every list change; a card redraws only when its identifier, one of its orders (the
 * cache keeps unchanged orders as the same objects), its minute, selection or connectivity changed.
 */
function sameCard(a: Props, b: Props): boolean {
  return (
    a.card.identifier === b.card.identifier &&
    a.card.orders.length === b.card.orders.length &&
    a.card.orders.every((order, i) => order === b.card.orders[i]) &&
    a.now === b.now &&
    a.selected === b.selected &&
    a.isOnline === b.isOnline &&
    a.onOpen === b.onOpen &&
    a.onToggle === b.onToggle
  );
}

function IdentifierCardBody(props: Props) {
  const { card, now, selected, isOnline, onOpen, onToggle } = props;
  const number = card.identifier.identificador;
  const blocked = card.identifier.status === 'BLOQUEADO';
  const age = ageIndicator(card.orders, now);
  const hasOrders = card.orders.length > 0;
  const people = card.orders.reduce((sum, order) => sum + (order.quantidadePessoas ?? 0), 0);
  return (
    <Card
      variant="outlined"
      data-testid={`tab-card-${card.identifier.tipo}-${number}`}
      data-open={hasOrders ? 'true' : 'false'}
      sx={{
        position: 'relative',
        borderColor: selected ? 'primary.main' : hasOrders ? 'success.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        bgcolor: hasOrders ? 'action.hover' : 'background.paper',
        opacity: blocked ? 0.7 : 1,
      }}
    >
      {hasOrders ? (
        <Checkbox
          size="small"
          checked={selected}
          disabled={!isOnline}
          onChange={() => onToggle(card)}
          sx={{ position: 'absolute', top: 0, right: 0, zIndex: 1 }}
          slotProps={{ input: { 'aria-label': `Selecionar ${number}` } }}
          data-testid={`tab-card-check-${number}`}
        />
      ) : null}
      <CardActionArea onClick={() => onOpen(card)} sx={{ p: 1, minHeight: 92 }}>
        <Typography variant="h6" component="div" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {number}
        </Typography>
        {blocked ? (
          <Chip size="small" color="error" label={MSG.IDENTIFIER_BLOCKED} sx={{ mt: 0.5 }} />
        ) : hasOrders ? (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`tab-card-total-${number}`}>
              {cardTotal(card)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {[
                card.orders.length > 1 ? `${card.orders.length} pedidos` : card.orders[0]?.pessoaCliente?.nome,
                people > 0 ? `${people} p.` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {TABS_TEXTS.NO_ORDERS}
          </Typography>
        )}
        {age ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <LinearProgress
              variant="determinate"
              value={age.percent}
              color={age.percent >= 100 ? 'error' : age.percent >= 50 ? 'warning' : 'success'}
              sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
            />
            <Typography variant="caption" data-testid={`tab-card-age-${number}`}>
              {age.label}
            </Typography>
          </Box>
        ) : null}
      </CardActionArea>
    </Card>
  );
}
