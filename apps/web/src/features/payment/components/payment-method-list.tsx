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
  /** Why the card-terminal methods cannot be used here; null when they can. */
  tefBlockedReason?: string | null;
  onSelect: (method: TFormaPagamento) => void;
}

/** doc 1 §2.5 left column: the active methods, labels cut to 25 characters, Ctrl+1..9 shown beside the first nine. */
export function PaymentMethodList(props: Props) {
  const { methods, selectedId, isLoading, failed, onSelect } = props;
  const tefBlockedReason = props.tefBlockedReason === undefined ? MSG.TEF_INTEGRATION_REQUIRED : props.tefBlockedReason;
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (failed) return <Alert severity="error">{MSG.PAYMENT_METHODS_FETCH_FAILED}</Alert>;
  return (
    <List dense disablePadding aria-label="Formas de pagamento" data-testid="payment-methods">
      {methods.map((method, index) => {
        const tef = isTefMethod(method);
        const blocked = tef && tefBlockedReason !== null;
        const shortcut = index < MAX_METHOD_SHORTCUT ? `Ctrl+${index + 1}` : undefined;
        const item = (
          <ListItemButton
            selected={method.id === selectedId}
            disabled={blocked}
            onClick={() => onSelect(method)}
            data-testid={`payment-method-${method.id}`}
            title={method.descricao}
          >
            <ListItemText
              primary={methodLabel(method)}
              secondary={blocked ? 'Indisponível' : tef ? [shortcut, 'TEF'].filter(Boolean).join(' · ') : shortcut}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItemButton>
        );
        return blocked ? (
          <Tooltip key={method.id} title={tefBlockedReason} placement="right">
            <span>{item}</span>
          </Tooltip>
        ) : (
          <span key={method.id}>{item}</span>
        );
      })}
    </List>
  );
}
