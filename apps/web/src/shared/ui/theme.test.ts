import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('keeps the transitions and ripples by default', () => {
    const theme = createAppTheme('light');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).not.toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('draws no motion when the device asks for less of it', () => {
    const theme = createAppTheme('dark', { reducedMotion: true });
    expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // the rest of the theme is the same: pink primary, pt-BR texts
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe(createAppTheme('dark').palette.primary.main);
    expect(theme.components?.MuiTablePagination).toBeDefined();
  });
});
