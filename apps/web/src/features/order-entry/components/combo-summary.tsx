import { type ComboStep, type PricedCombo, formatMoney } from '@brasa/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  steps: readonly ComboStep[];
  priced: PricedCombo | null;
  /** The message of the first failing step, when the selection is not complete. */
  problem: string | null;
  totalLabel: string;
}

/** doc 2 §2.7: the summary of chosen items, level 3 under its level-2 item, and the combo's unit total. */
export function ComboSummary({ steps, priced, problem, totalLabel }: Props) {
  return (
    <Stack spacing={1} data-testid="combo-summary">
      {problem ? (
        <Typography color="warning.main" variant="body2">
          {problem}
        </Typography>
      ) : null}
      {priced?.subItems.length === 0 ? <Typography color="text.secondary">Nenhum item escolhido.</Typography> : null}
      {priced?.subItems.map((sub, index) => (
        <Stack
          key={`${sub.produtoId}-${index}`}
          direction="row"
          sx={{ justifyContent: 'space-between', pl: sub.level === 3 ? 4 : 0 }}
        >
          <Typography variant={sub.level === 3 ? 'body2' : 'body1'}>
            {String(sub.quantity).replace('.', ',')} × {sub.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {sub.totalPrice > 0 ? formatMoney(sub.totalPrice) : ''}
          </Typography>
        </Stack>
      ))}
      {priced ? (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>{totalLabel}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="combo-total">
              {formatMoney(priced.totalCents)}
            </Typography>
          </Box>
        </>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {steps.length} passo(s). Para trocar um item, volte ao passo dele.
      </Typography>
    </Stack>
  );
}
