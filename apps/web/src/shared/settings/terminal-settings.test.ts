// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMINAL_SETTINGS, loadTerminalSettings, saveTerminalSettings } from './terminal-settings';

describe('terminal settings', () => {
  it('starts from the defaults', () => {
    expect(loadTerminalSettings()).toEqual(DEFAULT_TERMINAL_SETTINGS);
    expect(DEFAULT_TERMINAL_SETTINGS.orderBy).toBe('asc');
    expect(DEFAULT_TERMINAL_SETTINGS.printTefClientReceipt).toBe('');
  });

  it('keeps saved values under a brasa.-prefixed key and fills new fields with defaults', () => {
    saveTerminalSettings({ ...DEFAULT_TERMINAL_SETTINGS, orderBy: 'desc' });
    expect(localStorage.getItem('brasa.settings')).toContain('"desc"');
    localStorage.setItem('brasa.settings', JSON.stringify({ printApplication: 'WEB' }));
    expect(loadTerminalSettings()).toEqual({ ...DEFAULT_TERMINAL_SETTINGS, printApplication: 'WEB' });
  });
});
