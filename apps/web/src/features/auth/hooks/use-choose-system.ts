import type { TProfile } from '@brasa/contracts';
import {
  MSG,
  SYSTEM_REDIRECT_DELAY_MS,
  unifiedChooserOptions,
  withSessionToken,
  type SystemChoice,
} from '@brasa/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../shared/session/session-store';
import { useNotify } from '../../../shared/ui/notify';

export type ChooseOutcome =
  | { kind: 'navigate'; path: string }
  | { kind: 'denied'; message: string }
  | { kind: 'redirecting'; message: string; path: string | null };

/** What picking a system does, by the domain's chooser rules (doc 4 §6). */
export function chooseSystem(profile: TProfile, target: SystemChoice, token: string | null = null): ChooseOutcome {
  const option = unifiedChooserOptions(profile)[target];
  if (!option.enabled) return { kind: 'denied', message: option.message ?? MSG.NO_PDV_ACCESS };
  if (option.path) return { kind: 'navigate', path: option.path };
  const path = option.redirectPath && token ? withSessionToken(option.redirectPath, token) : null;
  return { kind: 'redirecting', message: option.message ?? MSG.REDIRECTING_TO_BACKOFFICE, path };
}

/**
 * Applies a choice: PDV navigates in the app; a refusal is an error toast; GERENCIAL and ANALYTICS show their
 * 'Direcionando…' message and, after SYSTEM_REDIRECT_DELAY_MS (doc 4 §6), land on our back-office pages with the
 * token: the income statement and the sales heat map (issue 18).
 */
export function useChooseSystem(): (profile: TProfile, target: SystemChoice) => ChooseOutcome {
  const navigate = useNavigate();
  const notify = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (profile, target) => {
      const outcome = chooseSystem(profile, target, sessionStore.getToken());
      if (outcome.kind === 'navigate') navigate(outcome.path, { replace: true });
      else if (outcome.kind === 'denied') notify.error(outcome.message);
      else {
        notify.info(outcome.message);
        const path = outcome.path;
        if (path) {
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => navigate(path), SYSTEM_REDIRECT_DELAY_MS);
        }
      }
      return outcome;
    },
    [navigate, notify],
  );
}
