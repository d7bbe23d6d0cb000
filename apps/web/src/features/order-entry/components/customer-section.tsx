import type { TPessoaDetalhe } from '@brasa/contracts';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CustomerCard } from './customer-card';
import { CustomerHistoryDialog, HISTORY_DIALOG_TITLE } from './customer-history-dialog';
import { CustomerPendingDialog, PENDING_DIALOG_TITLE } from './customer-pending-dialog';

interface Props {
  customer: TPessoaDetalhe | null;
  required: boolean;
  onSearch: () => void;
  onClear: () => void;
}

/** Step 1's customer: the chosen one's card, or a button to search (doc 4 "Customer dialogs"). */
export function CustomerSection({ customer, required, onSearch, onClear }: Props) {
  const [open, setOpen] = useState<'pending' | 'history' | null>(null);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Cliente{required ? ' *' : ''}</Typography>
      {customer ? (
        <CustomerCard
          customer={customer}
          testId="order-customer"
          actions={
            <>
              <Button size="small" onClick={onSearch} data-testid="order-customer-change">
                Alterar
              </Button>
              <Button size="small" color="inherit" onClick={onClear} data-testid="order-customer-clear">
                Remover
              </Button>
              <Button size="small" onClick={() => setOpen('pending')} data-testid="order-customer-pending">
                {PENDING_DIALOG_TITLE}
              </Button>
              <Button size="small" onClick={() => setOpen('history')} data-testid="order-customer-history">
                {HISTORY_DIALOG_TITLE}
              </Button>
            </>
          }
        />
      ) : (
        <Button
          variant="outlined"
          startIcon={<PersonSearchIcon />}
          onClick={onSearch}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="order-customer-search"
        >
          Buscar cliente
        </Button>
      )}
      {customer && open === 'pending' ? (
        <CustomerPendingDialog customer={customer} onClose={() => setOpen(null)} />
      ) : null}
      {customer && open === 'history' ? (
        <CustomerHistoryDialog customer={customer} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
