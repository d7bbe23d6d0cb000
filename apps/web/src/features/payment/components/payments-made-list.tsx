import { formatMoney, formatMoneyReais } from '@brasa/domain';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { changeOf, type EvaluatedLines } from '../model/payment-lines';
import {
  type SavedPayment,
  TEF_PAYMENT_NOT_DELETABLE,
  isTefPayment,
  savedPaymentChange,
} from '../model/saved-payments';

interface Props {
  saved: readonly SavedPayment[];
  lines: EvaluatedLines;
  onDelete: (payment: SavedPayment) => void;
  onRemoveLine: (key: string) => void;
  /** Opens the sale-intention detail of a card-terminal payment (doc 2 §2.7). */
  onTefDetails?: (intencaoVendaId: number) => void;
}

/** The sale intent a card-terminal payment came from (tefInfo.intencaoVendaId), when recorded. */
export function tefIntentIdOf(payment: SavedPayment): number | null {
  const info = (payment as { tefInfo?: { intencaoVendaId?: unknown } | null }).tefInfo;
  const id = Number(info?.intencaoVendaId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function SavedRow({
  payment,
  onDelete,
  onTefDetails,
}: {
  payment: SavedPayment;
  onDelete: (payment: SavedPayment) => void;
  onTefDetails?: (intencaoVendaId: number) => void;
}) {
  const tef = isTefPayment(payment);
  const intentId = tefIntentIdOf(payment);
  const change = savedPaymentChange(payment);
  const autorizacao = (payment as { autorizacao?: string | null }).autorizacao;
  const details = [
    change > 0 ? `Troco: ${formatMoneyReais(change)}` : '',
    autorizacao ? `Autorização: ${autorizacao}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const button = (
    <IconButton
      edge="end"
      size="small"
      aria-label="Excluir pagamento"
      disabled={tef && intentId === null}
      onClick={() => onDelete(payment)}
      data-testid={`payment-delete-${String(payment.id)}`}
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
  return (
    <ListItem
      disableGutters
      data-testid="payment-saved-row"
      secondaryAction={
        <>
          {intentId !== null && onTefDetails ? (
            <Tooltip title="Detalhes do TEF">
              <IconButton
                size="small"
                aria-label="Detalhes do TEF"
                onClick={() => onTefDetails(intentId)}
                data-testid={`payment-tef-details-${String(payment.id)}`}
              >
                <InfoIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title={tef && intentId === null ? TEF_PAYMENT_NOT_DELETABLE : 'Excluir pagamento'}>
            <span>{button}</span>
          </Tooltip>
        </>
      }
    >
      <ListItemText
        primary={`${payment.name ?? 'Pagamento'} — ${formatMoneyReais(payment.value)}`}
        secondary={details || null}
      />
    </ListItem>
  );
}

/** doc 1 §2.5: the payments made (with delete) and the lines typed to confirm (with remove). */
export function PaymentsMadeList({ saved, lines, onDelete, onRemoveLine, onTefDetails }: Props) {
  if (saved.length === 0 && lines.lines.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle2">Pagamentos</Typography>
      <List dense disablePadding data-testid="payments-made">
        {saved.map((payment, index) => (
          <SavedRow
            key={String(payment.id ?? index)}
            payment={payment}
            onDelete={onDelete}
            onTefDetails={onTefDetails}
          />
        ))}
        {lines.lines.map(({ line, result }) => (
          <ListItem
            key={line.key}
            disableGutters
            data-testid="payment-new-line"
            secondaryAction={
              <IconButton edge="end" size="small" aria-label="Remover" onClick={() => onRemoveLine(line.key)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${line.methodName} — ${formatMoney(result.ok ? result.value.valueCents : line.amountCents)} (a confirmar)`}
              secondary={
                result.ok
                  ? changeOf(result.value) > 0
                    ? `Recebido: ${formatMoney(line.amountCents)} · Troco: ${formatMoney(changeOf(result.value))}`
                    : null
                  : result.message
              }
              slotProps={{ secondary: { color: result.ok ? 'text.secondary' : 'error' } }}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
