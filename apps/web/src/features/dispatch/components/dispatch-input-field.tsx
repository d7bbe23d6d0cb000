import AddIcon from '@mui/icons-material/Add';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

const TEXTS = {
  LABEL: 'Pedido, código do entregador ou código de confirmação',
  CAMERA: 'Ler com a câmera',
  ADD: 'Adicionar',
} as const;

interface Props {
  onSubmit: (value: string) => Promise<boolean>;
  onCamera: () => void;
  busy: boolean;
}

/**
 * The dispatch tab's one input (doc 4 §5): upper-cased as typed; Enter or the add button submits it. A USB
 * barcode reader types the code and presses Enter, so it goes the same way as a typed value.
 */
export function DispatchInputField({ onSubmit, onCamera, busy }: Props) {
  const [value, setValue] = useState('');
  const submit = () => {
    const text = value.trim();
    if (text === '') return;
    setValue('');
    void onSubmit(text);
  };
  return (
    <TextField
      fullWidth
      autoFocus
      label={TEXTS.LABEL}
      value={value}
      onChange={(event) => setValue(event.target.value.toUpperCase())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        }
      }}
      slotProps={{
        htmlInput: { 'data-testid': 'dispatch-input', autoComplete: 'off', enterKeyHint: 'go' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={TEXTS.CAMERA}>
                <IconButton onClick={onCamera} aria-label={TEXTS.CAMERA} data-testid="dispatch-camera">
                  <PhotoCameraIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={TEXTS.ADD}>
                <span>
                  <IconButton onClick={submit} disabled={busy} aria-label={TEXTS.ADD} data-testid="dispatch-add">
                    <AddIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
