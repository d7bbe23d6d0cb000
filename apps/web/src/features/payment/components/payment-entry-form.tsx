import type { TFormaPagamento } from '@brasa/contracts';
import { MAX_AUTHORIZATION_TEXT_LENGTH, formatMoney, methodKindOf } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { type SplitState, currentShare, splitLabel } from '../model/split-bill';

interface Props {
  method: TFormaPagamento | null;
  amountText: string;
  autorizacao: string;
  split: SplitState | null;
  /** A card-terminal method: the amount is charged on the terminal, whose acquirer gives the authorization. */
  isTef?: boolean;
  /** Changes when the suggested amount is refilled (a line added, an order saved): the text is selected again. */
  refillKey: string;
  onAmountChange: (text: string) => void;
  onAuthorizationChange: (text: string) => void;
  onAddLine: () => void;
  onClearSplit: () => void;
}

/** doc 1 §2.5, §5: the amount (pending or the split share preselected; Enter adds the line) and the authorization. */
export function PaymentEntryForm(props: Props) {
  const { method, amountText, autorizacao, split, refillKey } = props;
  const input = useRef<HTMLInputElement>(null);
  const kind = method ? methodKindOf(method) : null;
  const share = currentShare(split);

  useEffect(() => {
    // A refilled amount is selected, so typing replaces it (only when the field has the focus).
    if (input.current && document.activeElement === input.current) input.current.select();
  }, [refillKey]);

  return (
    <Stack spacing={1.5}>
      {split && share ? (
        <Alert
          severity="info"
          data-testid="payment-split-banner"
          action={
            <Button color="inherit" size="small" onClick={props.onClearSplit}>
              Desfazer divisão
            </Button>
          }
        >
          {splitLabel(split)}: {formatMoney(share.cents)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={method ? `Valor em ${method.descricao}` : 'Valor'}
          value={amountText}
          inputRef={input}
          onChange={(event) => props.onAmountChange(event.target.value)}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              props.onAddLine();
            }
          }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' },
          }}
        />
        {!props.isTef && (kind === 'CARD' || kind === 'PIX') ? (
          <TextField
            fullWidth
            size="small"
            label="Autorização (opcional)"
            value={autorizacao}
            onChange={(event) => props.onAuthorizationChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                props.onAddLine();
              }
            }}
            slotProps={{
              htmlInput: { maxLength: MAX_AUTHORIZATION_TEXT_LENGTH, 'data-testid': 'payment-authorization' },
            }}
          />
        ) : null}
        <Button
          variant={props.isTef ? 'contained' : 'outlined'}
          onClick={props.onAddLine}
          data-testid="payment-add-line"
          sx={{ flexShrink: 0 }}
        >
          {props.isTef ? 'Cobrar no TEF' : 'Adicionar'}
        </Button>
      </Stack>
    </Stack>
  );
}
