import { MSG } from '@brasa/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { isKdsCancelled, nextKdsStatus, previousKdsStatus } from '@brasa/domain';
import type { KdsChange } from '../api/kds-mutations';
import { entryKey, kdsStatusText, type KdsEntry } from '../model/kds-entry';
import { forwardActionLabel } from '../model/kds-status';
import { KDS_TEXTS } from './kds-texts';
import { KdsTimer } from './kds-timer';

interface Props {
  entry: KdsEntry;
  busy: boolean;
  onMove: (changes: KdsChange[]) => void;
}

export const STATUS_COLORS: Readonly<Record<string, string>> = {
  PENDENTE: '#90a4ae',
  INICIADO: '#ffb300',
  CONCLUIDO: '#43a047',
  DESPACHADO: '#1e88e5',
  CANCELADO: '#e53935',
  CANCELAMENTO_ACEITO: '#6d4c41',
};

/** One item of a card: quantity and name, sub-items, observation, waiter, age and its two actions. */
export const KdsItemRow = memo(function KdsItemRow({ entry, busy, onMove }: Props) {
  const { item } = entry;
  const cancelled = isKdsCancelled(item.status);
  const next = nextKdsStatus(item.status);
  const previous = previousKdsStatus(item.status);
  const key = entryKey(entry);
  const color = STATUS_COLORS[item.status] ?? '#90a4ae';
  return (
    <Box
      data-testid={`kds-item-${key}`}
      data-status={item.status}
      sx={{ borderLeft: `6px solid ${color}`, pl: 1.5, py: 1, bgcolor: cancelled ? 'rgba(229,57,53,0.12)' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="div"
            sx={{
              fontSize: '1.45rem',
              fontWeight: 700,
              lineHeight: 1.2,
              textDecoration: cancelled ? 'line-through' : 'none',
              wordBreak: 'break-word',
            }}
            data-testid={`kds-item-name-${key}`}
          >
            {item.quantidade ?? 1}× {item.descricao}
          </Typography>
          {(item.subItemKDS ?? []).map((sub, index) => (
            <Typography key={index} sx={{ fontSize: '1.1rem', pl: 2, color: 'text.secondary' }}>
              + {sub.quantidade ?? 1}× {sub.descricao}
              {sub.observacao ? ` (${sub.observacao})` : ''}
            </Typography>
          ))}
          {item.observacao ? (
            <Typography sx={{ fontSize: '1.15rem', fontWeight: 600, color: '#ffca28' }}>
              {KDS_TEXTS.OBSERVATION} {item.observacao}
            </Typography>
          ) : null}
          {cancelled ? (
            <Typography
              sx={{ fontSize: '1.1rem', fontWeight: 700, color: '#ef5350' }}
              data-testid={`kds-item-reason-${key}`}
            >
              {KDS_TEXTS.CANCELLED_REASON}
              {item.justificativaCancelamento ? `: ${item.justificativaCancelamento}` : ''}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={kdsStatusText(item.status)}
              sx={{ bgcolor: color, color: '#fff', fontWeight: 700 }}
              data-testid={`kds-item-status-${key}`}
            />
            <KdsTimer since={entry.createdAt} />
            {item.pessoaVendedor?.nome ? (
              <Typography variant="body2" color="text.secondary">
                {KDS_TEXTS.WAITER}: {item.pessoaVendedor.nome}
              </Typography>
            ) : null}
          </Stack>
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'stretch', flexShrink: 0, width: 148 }}>
          <Button
            variant="contained"
            size="large"
            disabled={busy || next === null}
            onClick={() => next && onMove([{ entry, to: next }])}
            endIcon={next && !cancelled ? <ArrowForwardIcon /> : undefined}
            sx={{
              minHeight: 56,
              lineHeight: 1.15,
              fontSize: cancelled ? '0.85rem' : '1rem',
              fontWeight: 700,
              bgcolor: next ? STATUS_COLORS[next] : undefined,
            }}
            data-testid={`kds-item-forward-${key}`}
          >
            {forwardActionLabel(item.status)}
          </Button>
          {cancelled ? null : (
            <Tooltip title={MSG.KDS_PREVIOUS_STEP}>
              <span>
                <IconButton
                  aria-label={MSG.KDS_PREVIOUS_STEP}
                  disabled={busy || previous === null}
                  onClick={() => previous && onMove([{ entry, to: previous }])}
                  sx={{ width: '100%', minHeight: 48, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  data-testid={`kds-item-back-${key}`}
                >
                  <UndoIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>
    </Box>
  );
});
