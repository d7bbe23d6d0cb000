import type { TOrder } from '@brasa/contracts';
import { MSG, formatQuantity } from '@brasa/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';
import { transferItems } from '../api/tabs-queries';
import { typeWord, type IdentifierCard, type IdentifierType } from '../model/identifier-cards';
import { canTransferBetween, checkTransfer, digitsOnly, transferLines } from '../model/transfer-items';
import { TABS_TEXTS } from '../model/tabs-texts';

interface Props {
  /** The cards of each type, current (realtime keeps them so). */
  cards: Readonly<Record<IdentifierType, readonly IdentifierCard[]>>;
  originType: IdentifierType;
  originNumber: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onTransferred: (orders: TOrder[]) => void;
}

const findCard = (cards: readonly IdentifierCard[], number: string) =>
  cards.find((card) => card.identifier.identificador.trim() === number.trim()) ?? null;

/** doc 3 §4.4, §5 "Transfer items": origin items chosen by checkbox, sent to a destination number. */
export function TransferPanel({ cards, originType, originNumber: initialOrigin, busy, setBusy, onTransferred }: Props) {
  const notify = useNotify();
  const [originNumber, setOriginNumber] = useState(initialOrigin);
  const [destinationNumber, setDestinationNumber] = useState('');
  const [destinationType, setDestinationType] = useState<IdentifierType>(originType);
  const [selected, setSelected] = useState<string[]>([]);
  const [paidWarning, setPaidWarning] = useState<string | null>(null);

  const origin = findCard(cards[originType], originNumber);
  const destination = destinationNumber ? findCard(cards[destinationType], destinationNumber) : null;
  const originOrders = origin?.orders ?? [];
  const destinationOrders = destination?.orders ?? [];
  const originOrder = originOrders.length === 1 ? originOrders[0]! : null;
  const lines = transferLines(originOrder);
  const canTransfer = canTransferBetween(originOrders, destinationOrders);
  const word = typeWord(destinationType);

  const toggle = (code: string) =>
    setSelected((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));

  const transfer = async () => {
    const sameType = destinationType === originType;
    const check = checkTransfer({
      origin: originOrder,
      originNumber: sameType ? originNumber : `${originType}:${originNumber}`,
      destinationNumber: sameType ? destinationNumber : `${destinationType}:${destinationNumber}`,
      // doc 3 §5: 'Nenhuma {type} Encontrada…' only for a number that is no tab/table; an empty one gets an order.
      destinationExists: destination !== null,
      blockedNumber:
        destinationOrders.length === 0 && destination?.identifier.status === 'BLOQUEADO' ? destinationNumber : null,
      selected: selected.filter((code) => lines.some((line) => line.referenceCode === code)),
      word,
    });
    if (!check.ok) {
      if (check.partlyPaid) return setPaidWarning(check.message);
      return notify.warning(check.message);
    }
    if (!originOrder) return notify.warning(MSG.NO_ITEM_TRANSFERRED);
    const target = destinationOrders[0] ?? null;
    setBusy(true);
    try {
      const answer = await transferItems({
        idPedidoOrigem: originOrder.id,
        versionOrigem: originOrder.version ?? 0,
        idPedidoDestino: target?.id ?? null,
        versionDestino: target?.version ?? null,
        identificadorDestino: destinationNumber,
        tipoDestino: destinationType,
        referenceCodes: selected,
      });
      notify.success(MSG.ITEMS_TRANSFERRED);
      setSelected([]);
      onTransferred([answer.origem, answer.destino]);
    } catch (error) {
      notify.error(readErrorMessage(error, MSG.SAVE_ORDER_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="transfer-panel">
      {!canTransfer ? <Alert severity="warning">{TABS_TEXTS.GROUP_FIRST}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'stretch' } }}>
        <Paper variant="outlined" sx={{ flex: 1, p: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={`${TABS_TEXTS.ORIGIN} (${typeWord(originType)})`}
            value={originNumber}
            onChange={(event) => {
              setOriginNumber(digitsOnly(event.target.value));
              setSelected([]);
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'transfer-origin' } }}
          />
          <Box sx={{ maxHeight: 280, overflow: 'auto', mt: 1 }}>
            {lines.map((line) => (
              <FormControlLabel
                key={line.referenceCode}
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    size="small"
                    checked={selected.includes(line.referenceCode)}
                    onChange={() => toggle(line.referenceCode)}
                  />
                }
                label={`${formatQuantity(line.quantity)} × ${line.name}`}
                data-testid="transfer-line"
              />
            ))}
          </Box>
        </Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Button
            variant="contained"
            aria-label={TABS_TEXTS.TRANSFER_ITEMS}
            disabled={busy || !canTransfer}
            onClick={() => void transfer()}
            data-testid="transfer-arrow"
          >
            <ArrowForwardIcon sx={{ transform: { xs: 'rotate(90deg)', sm: 'none' } }} />
          </Button>
        </Box>
        <Paper variant="outlined" sx={{ flex: 1, p: 1 }}>
          <Stack direction="row" spacing={1}>
            {/* Wide enough for 'Comanda' in full beside the number, on a phone too. */}
            <TextField
              select
              size="small"
              label={TABS_TEXTS.DESTINATION_TYPE}
              sx={{ flexShrink: 0, minWidth: 136 }}
              value={destinationType}
              onChange={(event) => setDestinationType(event.target.value as IdentifierType)}
              slotProps={{ htmlInput: { 'data-testid': 'transfer-destination-type' } }}
            >
              <MenuItem value="COMANDA">Comanda</MenuItem>
              <MenuItem value="MESA">Mesa</MenuItem>
            </TextField>
            <TextField
              size="small"
              fullWidth
              label={TABS_TEXTS.DESTINATION}
              value={destinationNumber}
              onChange={(event) => setDestinationNumber(digitsOnly(event.target.value))}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'transfer-destination' } }}
            />
          </Stack>
          <Box sx={{ maxHeight: 280, overflow: 'auto', mt: 1 }}>
            {destinationOrders.flatMap((order) =>
              transferLines(order).map((line) => (
                <Typography key={`${order.id}-${line.referenceCode}`} variant="body2" sx={{ py: 0.5 }}>
                  {`${formatQuantity(line.quantity)} × ${line.name}`}
                </Typography>
              )),
            )}
          </Box>
        </Paper>
      </Stack>
      <Dialog open={paidWarning !== null} onClose={() => setPaidWarning(null)} data-testid="transfer-paid-warning">
        <DialogTitle>{TABS_TEXTS.PARTLY_PAID_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{paidWarning}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPaidWarning(null)}>{TABS_TEXTS.CLOSE}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
