import { formatMoney } from '@brasa/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { type PartsSelection, type SplitItemRow, partAmounts, partGrid } from '../model/split-items';

interface Props {
  rows: readonly SplitItemRow[];
  selection: PartsSelection;
  /** The limit message of a row whose parts count was refused ('Limite máximo atingido'). */
  errors: Readonly<Record<string, string>>;
  onPartsChange: (row: SplitItemRow, text: string) => void;
  onTogglePart: (row: SplitItemRow, part: number) => void;
}

/** doc 1 §2.6 'Selecionar itens': each item in 1..30 parts, checkboxes in rows of 5, parts received disabled. */
export function SplitItemsTab({ rows, selection, errors, onPartsChange, onTogglePart }: Props) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pt: 2 }}>
        Nenhum item pendente para dividir.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ pt: 2 }} divider={<Divider flexItem />}>
      {rows.map((row) => {
        const amounts = partAmounts(row);
        const chosen = selection[row.referenceCode] ?? [];
        return (
          <Box key={row.referenceCode} data-testid={`split-item-${row.referenceCode}`}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <div>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatMoney(row.totalCents)}
                  {row.paidCents > 0 ? ` · pago ${formatMoney(row.paidCents)}` : ''}
                </Typography>
              </div>
              <TextField
                size="small"
                type="number"
                label="Partes"
                sx={{ width: 110 }}
                value={row.parts}
                disabled={row.receivedParts.length > 0}
                error={Boolean(errors[row.referenceCode])}
                helperText={errors[row.referenceCode] ?? ' '}
                onChange={(event) => onPartsChange(row, event.target.value)}
                slotProps={{ htmlInput: { min: 1, 'data-testid': `split-parts-${row.referenceCode}` } }}
              />
            </Stack>
            {partGrid(row.parts).map((line, index) => (
              <Fragment key={index}>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)' }} data-testid="split-parts-row">
                  {line.map((part) => {
                    const received = row.receivedParts.includes(part);
                    return (
                      <FormControlLabel
                        key={part}
                        label={formatMoney(amounts[part] ?? amounts[0]!)}
                        disabled={received}
                        control={
                          <Checkbox
                            size="small"
                            checked={received || chosen.includes(part)}
                            onChange={() => onTogglePart(row, part)}
                            slotProps={{ input: { 'aria-label': `Parte ${part + 1} de ${row.name}` } }}
                            data-testid={`split-part-${row.referenceCode}-${part}`}
                          />
                        }
                      />
                    );
                  })}
                </Box>
              </Fragment>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
