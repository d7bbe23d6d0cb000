import Button from '@mui/material/Button';
import { closeSnackbar, useSnackbar, type VariantType } from 'notistack';
import { createElement, useMemo } from 'react';

/** Long messages stay 10 s on screen (doc 4 §9 "Snackbar 10 s on long messages"). */
const LONG_MESSAGE_CHARS = 60;
const LONG_DURATION_MS = 10_000;

export interface NotifyOptions {
  /** Stays until closed (system status, doc 4 §8). */
  persist?: boolean;
  durationMs?: number;
  /** One button on the toast (it closes the toast and runs). */
  action?: { label: string; onClick: () => void; testId?: string };
}

export type Notify = Record<
  'success' | 'error' | 'warning' | 'info',
  (message: string, options?: NotifyOptions) => void
>;

/** Toasts for the whole app, over notistack. */
export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show =
      (variant: VariantType) =>
      (message: string, options: NotifyOptions = {}) => {
        const duration = options.durationMs ?? (message.length > LONG_MESSAGE_CHARS ? LONG_DURATION_MS : undefined);
        const { action } = options;
        enqueueSnackbar(message, {
          variant,
          persist: options.persist,
          autoHideDuration: duration,
          action: action
            ? (key) =>
                createElement(
                  Button,
                  {
                    color: 'inherit',
                    size: 'small',
                    ...({ 'data-testid': action.testId } as object),
                    onClick: () => {
                      closeSnackbar(key);
                      action.onClick();
                    },
                  },
                  action.label,
                )
            : undefined,
        });
      };
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [enqueueSnackbar]);
}
