import { formatMoney, formatMoneyReais } from '@brasa/domain';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
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
}

function SavedRow({ payment, onDelete }: { payment: SavedPayment; onDelete: (payment: SavedPayment) => void }) {
  const tef = isTefPayment(payment);
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
      disabled={tef}
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
        <Tooltip title={tef ? TEF_PAYMENT_NOT_DELETABLE : 'Excluir pagamento'}>
          <span>{button}</span>
        </Tooltip>
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
export function PaymentsMadeList({ saved, lines, onDelete, onRemoveLine }: Props) {
  if (saved.length === 0 && lines.lines.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle2">Pagamentos</Typography>
      <List dense disablePadding data-testid="payments-made">
        {saved.map((payment, index) => (
          <SavedRow key={String(payment.id ?? index)} payment={payment} onDelete={onDelete} />
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
