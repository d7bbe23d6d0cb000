import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * The order entry's mobile layout (doc 2 §2.6): below the theme's md breakpoint (900 px, which covers the
 * spec's 600 px phones and portrait tablets) dialogs go full screen and the summary panel becomes a bottom bar.
 */
export function useMobileLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
