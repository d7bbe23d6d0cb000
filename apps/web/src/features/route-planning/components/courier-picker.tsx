import { MSG, parseDispatchInput } from '@brasa/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Courier } from '../../../shared/order-move/courier-queries';
import { useNotify } from '../../../shared/ui/notify';

/** Ours: the spec names the picker without its labels (doc 4 §2). */
const TEXTS = { COURIER: 'Entregador', BARCODE: 'Código do entregador' } as const;

/** The courier of a route: picked from the list or read from the courier's barcode (doc 4 §2, §5). */
export function CourierPicker({
  couriers,
  value,
  onChange,
  testId,
}: {
  couriers: readonly Courier[];
  value: number | null;
  onChange: (courierId: number | null) => void;
  testId: string;
}) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const courier = couriers.find((candidate) => candidate.id === value) ?? null;

  const readCode = () => {
    const parsed = parseDispatchInput(code);
    const personId = parsed.ok && parsed.value.kind === 'courier' ? parsed.value.personId : null;
    const found = couriers.find((c) => c.id === personId);
    setCode('');
    if (!found) return notify.warning(MSG.COURIER_CODE_NOT_FOUND);
    onChange(found.id);
    notify.success(MSG.entregadorSelecionado(found.nome));
  };

  return (
    <Stack spacing={1}>
      <Autocomplete
        size="small"
        options={couriers as Courier[]}
        value={courier}
        getOptionLabel={(option) => option.nome}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_event, picked) => onChange(picked?.id ?? null)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={TEXTS.COURIER}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-courier` },
            }}
          />
        )}
      />
      <TextField
        size="small"
        label={TEXTS.BARCODE}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          readCode();
        }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-barcode`, inputMode: 'numeric' } }}
      />
    </Stack>
  );
}
