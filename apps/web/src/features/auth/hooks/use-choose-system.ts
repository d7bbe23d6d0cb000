import type { TProfile } from '@brasa/contracts';
import { MSG, unifiedChooserOptions, type SystemChoice } from '@brasa/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../shared/ui/notify';

export type ChooseOutcome =
  { kind: 'navigate'; path: string } | { kind: 'denied'; message: string } | { kind: 'redirecting'; message: string };

/** What picking a system does, by the domain's chooser rules (doc 4 §6). */
export function chooseSystem(profile: TProfile, target: SystemChoice): ChooseOutcome {
  const option = unifiedChooserOptions(profile)[target];
  if (!option.enabled) return { kind: 'denied', message: option.message ?? MSG.NO_PDV_ACCESS };
  if (option.path) return { kind: 'navigate', path: option.path };
  return { kind: 'redirecting', message: option.message ?? MSG.REDIRECTING_TO_BACKOFFICE };
}

/**
 * Applies a choice: PDV navigates in the app; a refusal is an error toast; GERENCIAL/ANALYTICS would leave
 * for the back-office host after SYSTEM_REDIRECT_DELAY_MS, which this deployment does not have, so the
 * message is shown and the user stays.
 */
export function useChooseSystem(): (profile: TProfile, target: SystemChoice) => ChooseOutcome {
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    (profile, target) => {
      const outcome = chooseSystem(profile, target);
      if (outcome.kind === 'navigate') navigate(outcome.path, { replace: true });
      else if (outcome.kind === 'denied') notify.error(outcome.message);
      else notify.info(outcome.message);
      return outcome;
    },
    [navigate, notify],
  );
}
