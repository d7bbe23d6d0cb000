import {
  MSG,
  ORDER_TYPE_LABELS,
  canFinishAllKds,
  canStartAllKds,
  finishAllKds,
  isOrderType,
  startAllKds,
  type KdsItemStatus,
} from '@brasa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useSecondClock } from '../hooks/use-second-clock';
import type { KdsBulkAction, KdsChange } from '../api/kds-mutations';
import { entryKey } from '../model/kds-entry';
import { ageLevel, cardStatuses, type KdsCard as KdsCardModel } from '../model/kds-view';
import { KdsItemRow } from './kds-item-row';
import { KDS_TEXTS } from './kds-texts';
import { KdsTimer } from './kds-timer';

interface Props {
  card: KdsCardModel;
  grouped: boolean;
  busyKeys: ReadonlySet<string>;
  onMove: (changes: KdsChange[], acao?: KdsBulkAction) => void;
}

const AGE_COLORS = { ok: '#2e7d32', warn: '#f9a825', late: '#c62828' } as const;

function typeText(order: KdsCardModel['order']): string {
  const type = order.tipoPedido ?? '';
  const label = isOrderType(type) ? ORDER_TYPE_LABELS[type] : type;
  const identifier = order.identificadorPrincipal ? ` ${order.identificadorPrincipal}` : '';
  return `${label}${identifier}`.trim();
}

const isScheduled = (value: unknown) => value === true || value === 'AGENDADO' || value === 'S';

function CardHeader({ card }: { card: KdsCardModel }) {
  const now = useSecondClock();
  const level = ageLevel(card.since, now);
  const { order } = card;
  return (
    <Box sx={{ bgcolor: AGE_COLORS[level], color: '#fff', px: 1.5, py: 1 }} data-age={level}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1 }} data-testid="kds-card-number">
          #{order.sequencia ?? order.id}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontSize: '1.15rem', fontWeight: 700 }} noWrap>
            {typeText(order)}
          </Typography>
        </Box>
        <KdsTimer since={card.since} large />
      </Stack>
      {order.operacao === 'TAKEOUT' || isScheduled(order.agendado) ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {order.operacao === 'TAKEOUT' ? (
            <Chip label={KDS_TEXTS.PICKUP} size="small" sx={{ bgcolor: '#000a', color: '#fff', fontWeight: 700 }} />
          ) : null}
          {isScheduled(order.agendado) ? (
            <Chip label={KDS_TEXTS.SCHEDULED} size="small" sx={{ bgcolor: '#000a', color: '#fff', fontWeight: 700 }} />
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

function CardDetails({ card }: { card: KdsCardModel }) {
  const { order, deliveryAddress } = card;
  const isDelivery = order.tipoPedido === 'DELIVERY';
  const lines = [
    order.pessoaCliente?.nome,
    order.complementoIdentificador,
    isDelivery ? deliveryAddress?.neighborhood : null,
    isDelivery ? deliveryAddress?.formatedAdress : null,
  ].filter((text): text is string => !!text);
  if (lines.length === 0 && !order.observacao) return null;
  return (
    <Box sx={{ px: 1.5, pt: 1 }}>
      {lines.map((text, index) => (
        <Typography
          key={index}
          sx={{ fontSize: index === 0 ? '1.15rem' : '1rem', fontWeight: index === 0 ? 600 : 400 }}
        >
          {text}
        </Typography>
      ))}
      {order.observacao ? (
        <Typography sx={{ fontSize: '1.1rem', fontWeight: 600, color: '#ffca28' }}>
          {KDS_TEXTS.OBSERVATION} {order.observacao}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One order (AGRUPADO) or one item (INDIVIDUAL) on the KDS (doc 3 §3 "KDS entry", §4.1). */
export const KdsCard = memo(function KdsCard({ card, grouped, busyKeys, onMove }: Props) {
  const statuses = cardStatuses(card);
  // The grouped buttons send every entry of the card: the server applies the rule (doc 3 §4.1) over them.
  const bulk = (targets: KdsItemStatus[], acao: KdsBulkAction) =>
    onMove(
      card.entries.map((entry, i) => ({ entry, to: targets[i]! })),
      acao,
    );
  const anyBusy = card.entries.some((entry) => busyKeys.has(entryKey(entry)));
  return (
    <Paper
      elevation={4}
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider' }}
      data-testid={`kds-card-${card.key}`}
    >
      <CardHeader card={card} />
      <CardDetails card={card} />
      <Stack divider={<Divider flexItem />} sx={{ px: 1, py: 1 }} spacing={0.5}>
        {card.entries.map((entry) => (
          <KdsItemRow key={entryKey(entry)} entry={entry} busy={busyKeys.has(entryKey(entry))} onMove={onMove} />
        ))}
      </Stack>
      {grouped ? (
        <Stack direction="row" spacing={1} sx={{ p: 1, pt: 0 }}>
          <Button
            fullWidth
            variant="outlined"
            color="warning"
            size="large"
            disabled={anyBusy || !canStartAllKds(statuses)}
            onClick={() => {
              const started = startAllKds(statuses);
              if (started.ok) bulk(started.value, 'INICIAR_TODOS');
            }}
            sx={{ minHeight: 56, fontSize: '1rem', fontWeight: 700 }}
            data-testid={`kds-start-all-${card.key}`}
          >
            {MSG.KDS_START_ALL}
          </Button>
          <Button
            fullWidth
            variant="contained"
            color="success"
            size="large"
            disabled={anyBusy || !canFinishAllKds(statuses)}
            onClick={() => {
              const finished = finishAllKds(statuses);
              if (finished.ok) bulk(finished.value.statuses, 'TODOS_PRONTOS');
            }}
            sx={{ minHeight: 56, fontSize: '1rem', fontWeight: 700 }}
            data-testid={`kds-finish-all-${card.key}`}
          >
            {MSG.KDS_ALL_READY}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
});
