import { pink } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';
import { muiPtBR } from './mui-pt-br';

export type ColorMode = 'light' | 'dark';

/** Pink primary, pt-BR component texts (doc 4 §9). */
export function createAppTheme(mode: ColorMode): Theme {
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: pink[600] },
        secondary: { main: '#37474f' },
      },
      shape: { borderRadius: 8 },
    },
    muiPtBR,
  );
}
