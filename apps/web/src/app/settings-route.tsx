import { CashShiftPanel } from '../features/system';
import { SettingsPage } from '../features/settings';
import { useProfile } from '../shared/session/use-session';

/** /settings composes the terminal settings with the cash-shift panel of the system feature. */
export function SettingsRoute() {
  const profile = useProfile();
  return <SettingsPage>{profile ? <CashShiftPanel username={profile.username} /> : null}</SettingsPage>;
}
