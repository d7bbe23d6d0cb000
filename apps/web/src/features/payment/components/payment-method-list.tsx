import type { TFormaPagamento } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import { MAX_METHOD_SHORTCUT, isTefMethod, methodLabel } from '../model/payment-methods';

interface Props {
  methods: readonly TFormaPagamento[];
  selectedId: number | null;
  isLoading: boolean;
  failed: boolean;
  onSelect: (method: TFormaPagamento) => void;
}

/** doc 1 §2.5 left column: the active methods, labels cut to 25 characters, Ctrl+1..9 shown beside the first nine. */
export function PaymentMethodList({ methods, selectedId, isLoading, failed, onSelect }: Props) {
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (failed) return <Alert severity="error">{MSG.PAYMENT_METHODS_FETCH_FAILED}</Alert>;
  return (
    <List dense disablePadding aria-label="Formas de pagamento" data-testid="payment-methods">
      {methods.map((method, index) => {
        const tef = isTefMethod(method);
        const shortcut = index < MAX_METHOD_SHORTCUT ? `Ctrl+${index + 1}` : undefined;
        const item = (
          <ListItemButton
            selected={method.id === selectedId}
            disabled={tef}
            onClick={() => onSelect(method)}
            data-testid={`payment-method-${method.id}`}
            title={method.descricao}
          >
            <ListItemText
              primary={methodLabel(method)}
              secondary={tef ? 'Indisponível' : shortcut}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItemButton>
        );
        return tef ? (
          <Tooltip key={method.id} title={MSG.TEF_INTEGRATION_REQUIRED} placement="right">
            <span>{item}</span>
          </Tooltip>
        ) : (
          <span key={method.id}>{item}</span>
        );
      })}
    </List>
  );
}
