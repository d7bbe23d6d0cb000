import { pink } from '@mui/material/colors';
import { createTheme, type Theme } from '@mui/material/styles';
import { muiPtBR } from './mui-pt-br';

export type ColorMode = 'light' | 'dark';

/** The query of the system setting 'reduce motion' (Windows, macOS, Android, iOS accessibility settings). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Every transition's duration at zero: dialogs, menus, drawers and snackbars appear and leave at once. */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * Pink primary, pt-BR component texts (doc 4 §9). With `reducedMotion` (the device asks for less motion) nothing
 * slides, fades or ripples: a cashier's terminal on a slow machine answers the click at once.
 */
export function createAppTheme(mode: ColorMode, { reducedMotion = false }: { reducedMotion?: boolean } = {}): Theme {
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: pink[600] },
        secondary: { main: '#37474f' },
      },
      shape: { borderRadius: 8 },
      ...(reducedMotion && {
        transitions: NO_MOTION,
        components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
      }),
    },
    muiPtBR,
  );
}
