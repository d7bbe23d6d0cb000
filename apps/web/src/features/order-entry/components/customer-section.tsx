import type { TPessoaDetalhe } from '@brasa/contracts';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CustomerCard } from './customer-card';

interface Props {
  customer: TPessoaDetalhe | null;
  required: boolean;
  onSearch: () => void;
  onClear: () => void;
}

/** Step 1's customer: the chosen one's card, or a button to search (doc 4 "Customer dialogs"). */
export function CustomerSection({ customer, required, onSearch, onClear }: Props) {
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
    </Stack>
  );
}
