import { MSG, ROLES, hasRole } from '@brasa/domain';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo, useState } from 'react';
import { useProfile } from '../../../shared/session/use-session';
import { useCourierListsRealtime } from '../hooks/use-courier-lists-realtime';
import { dayText } from '../model/period';
import { ConferenceTab } from './conference-tab';
import { CouriersListDialog } from './couriers-list-dialog';
import { SettlementTab } from './settlement-tab';

/** How many business days back the settlement opens with: last week's days are what a manager settles. */
const SETTLEMENT_DAYS_BACK = 7;

/** /deliveryman (doc 4 §2 'Courier screen'): 'Entregadores' (Conferência) and 'Acerto de Entregadores'. */
export function CouriersPage() {
  const profile = useProfile();
  const settles = profile ? hasRole(profile, ROLES.ROLE_ACERTO_ENTREGADORES) : false;
  const [tab, setTab] = useState<'conference' | 'settlement'>('conference');
  const [editing, setEditing] = useState(false);
  useCourierListsRealtime();
  const defaults = useMemo(() => {
    const now = new Date();
    return {
      conference: { from: dayText(now), to: dayText(now) },
      settlement: { from: dayText(now, SETTLEMENT_DAYS_BACK), to: dayText(now) },
    };
  }, []);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="couriers-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tabs value={tab} onChange={(_e, value: typeof tab) => setTab(value)} variant="scrollable" sx={{ flex: 1 }}>
          <Tab value="conference" label={MSG.COURIERS} data-testid="couriers-tab-conference" />
          {settles ? (
            <Tab value="settlement" label={MSG.COURIER_SETTLEMENT_TAB} data-testid="couriers-tab-settlement" />
          ) : null}
        </Tabs>
        <Button
          startIcon={<EditIcon />}
          onClick={() => setEditing(true)}
          data-testid="couriers-edit"
          sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
        >
          {MSG.EDIT_COURIERS}
        </Button>
      </Stack>
      {tab === 'conference' || !settles ? (
        <ConferenceTab defaults={defaults.conference} />
      ) : (
        <SettlementTab defaults={defaults.settlement} />
      )}
      {editing ? <CouriersListDialog onClose={() => setEditing(false)} /> : null}
    </Box>
  );
}
