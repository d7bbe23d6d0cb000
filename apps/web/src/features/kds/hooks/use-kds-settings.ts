import { useSession } from '../../../shared/session/use-session';
import { useStoredState } from '../../../shared/storage/use-stored-state';
import { kdsSettingsKey, sanitizeKdsSettings, type KdsSettings } from '../model/kds-settings';

/** The KDS settings of this terminal for the session's unit (doc 3 §3: kept locally). */
export function useKdsSettings(): [KdsSettings, (next: KdsSettings) => void, string] {
  const unitUuid = useSession()?.profile?.unidade.uuid ?? '';
  const [settings, setSettings] = useStoredState(kdsSettingsKey(unitUuid), sanitizeKdsSettings);
  return [settings, setSettings, unitUuid];
}
