import type { TProduto } from '@brasa/contracts';
import { MSG, formatMoneyReais } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { menuQueries } from '../api/menu-queries';

/** doc 2 §7, §9: product search is debounced 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

interface Props {
  initialText: string;
  onPick: (produto: TProduto) => void;
  onClose: () => void;
}

/** doc 2 §2.7: search by barcode or name, up to 20 results; arrows move, Enter picks. */
export function ProductSearchDialog({ initialText, onPick, onClose }: Props) {
  const [text, setText] = useState(initialText);
  const [highlight, setHighlight] = useState(0);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...menuQueries.search(query), enabled: query !== '' });
  const results = query === '' ? [] : (search.data ?? []);
  const current = Math.min(highlight, Math.max(0, results.length - 1));

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="product-search-dialog">
      <DialogTitle>Buscar produto</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Nome, código de barras ou código"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setHighlight(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') setHighlight(Math.min(current + 1, results.length - 1));
            else if (event.key === 'ArrowUp') setHighlight(Math.max(current - 1, 0));
            else if (event.key === 'Enter' && results[current]) onPick(results[current]);
            else return;
            event.preventDefault();
          }}
          slotProps={{ htmlInput: { 'data-testid': 'product-search-input', autoComplete: 'off' } }}
          sx={{ mt: 1 }}
        />
        {search.isFetching ? <LinearProgress sx={{ mt: 1 }} /> : null}
        {search.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {readErrorMessage(search.error, MSG.PRODUCTS_FETCH_FAILED)}
          </Alert>
        ) : null}
        {query !== '' && search.isSuccess && results.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {MSG.NO_PRODUCT_FOUND}
          </Typography>
        ) : null}
        <List dense data-testid="product-search-results">
          {results.map((produto, index) => (
            <ListItemButton
              key={produto.idProduto}
              selected={index === current}
              onClick={() => onPick(produto)}
              data-testid={`product-search-result-${produto.idProduto}`}
            >
              <ListItemText
                primary={produto.descricao}
                secondary={[`Cód. ${produto.idProduto}`, produto.codigoBarras].filter(Boolean).join(' • ')}
              />
              <Typography variant="body2">{formatMoneyReais(produto.valorUnitarioVenda)}</Typography>
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
