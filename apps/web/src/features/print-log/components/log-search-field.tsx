import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** Ours: the search by order ID of both log dialogs (doc 4 §2). */
export const SEARCH_BY_ORDER_ID = 'Buscar pelo ID do pedido';

export function LogSearchField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={SEARCH_BY_ORDER_ID}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'numeric', 'data-testid': testId, 'aria-label': SEARCH_BY_ORDER_ID },
      }}
      sx={{ width: 280 }}
    />
  );
}
