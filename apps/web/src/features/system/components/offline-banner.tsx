import { MSG } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import { useIsOnline } from '../../../shared/connectivity/connectivity-store';

/** Shown while the server cannot be reached (doc 4 §2 "Delivery board", doc 3 §4.7). */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <Alert severity="warning" variant="filled" square data-testid="offline-banner">
      {MSG.OFFLINE_BANNER}
    </Alert>
  );
}
