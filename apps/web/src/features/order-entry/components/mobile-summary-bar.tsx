import { type Cents, formatMoney } from '@brasa/domain';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { itemCountLabel } from '../model/item-count';

interface Props {
  count: number;
  total: Cents;
  onOpen: () => void;
}

/** Mobile layout (doc 2 §2.6): the bottom bar that stands for the summary panel and opens the summary dialog. */
export function MobileSummaryBar({ count, total, onOpen }: Props) {
  return (
    <ButtonBase
      focusRipple
      onClick={onOpen}
      aria-label="Ver resumo do pedido"
      data-testid="mobile-summary-bar"
      sx={{
        width: '100%',
        flexShrink: 0,
        px: 2,
        py: 1.25,
        justifyContent: 'space-between',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ShoppingCartIcon fontSize="small" />
        <Typography variant="body1" data-testid="mobile-summary-count">
          {itemCountLabel(count)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="mobile-summary-total">
          {formatMoney(total)}
        </Typography>
        <KeyboardArrowUpIcon />
      </Stack>
    </ButtonBase>
  );
}
