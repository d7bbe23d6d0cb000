import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStoredText, writeStoredText } from '../storage/local-storage';
import { REDUCED_MOTION_QUERY, createAppTheme, type ColorMode } from './theme';

const THEME_KEY = 'theme';

interface ColorModeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function readMode(): ColorMode {
  return readStoredText(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

/**
 * MUI theme whose light/dark mode is remembered in localStorage (doc 4 §9), without motion when the device asks
 * for less of it.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(readMode);
  const setMode = useCallback((next: ColorMode) => {
    writeStoredText(THEME_KEY, next);
    setModeState(next);
  }, []);
  const value = useMemo(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => createAppTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
