import { cashRegisterState } from '@brasa/contracts';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { cashShiftQueries } from '../../../shared/api/cash-shift-queries';
import { useCanTakePayment } from '../../../shared/session/use-can-take-payment';
import { useRefetchWhenVisible } from '../hooks/use-refetch-when-visible';

/**
 * Top-bar chip: 'Caixa aberto' / 'Caixa fechado'; nothing when the unit does not use cash shifts, nor for a
 * user who takes no money (a waiter, the kitchen): their own shift means nothing to them.
 */
export function CashRegisterChip({ username }: { username: string }) {
  const takesMoney = useCanTakePayment();
  return takesMoney ? <CashRegisterState username={username} /> : null;
}

function CashRegisterState({ username }: { username: string }) {
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
