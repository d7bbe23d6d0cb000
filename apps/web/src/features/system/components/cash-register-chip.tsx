import { cashRegisterState } from '@brasa/contracts';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { cashShiftQueries } from '../../../shared/api/cash-shift-queries';
import { useRefetchWhenVisible } from '../hooks/use-refetch-when-visible';

/** Top-bar chip: 'Caixa aberto' / 'Caixa fechado'; nothing when the unit does not use cash shifts. */
export function CashRegisterChip({ username }: { username: string }) {
  const { data, refetch } = useQuery(cashShiftQueries.byUser(username));
  useRefetchWhenVisible(refetch);
  if (!data) return null;
  const state = cashRegisterState(data);
  if (state === 'DISABLED') return null;
  const isOpen = state === 'OPEN';
  return (
    <Chip
      icon={<PointOfSaleIcon />}
      label={isOpen ? 'Caixa aberto' : 'Caixa fechado'}
      color={isOpen ? 'success' : 'error'}
      size="small"
      data-testid="cash-register-status"
      data-state={state}
      sx={{ fontWeight: 600, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
