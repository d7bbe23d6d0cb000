import type { TProfile } from '@brasa/contracts';
import { SYSTEMS, type SystemChoice } from '@brasa/domain';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useChooseSystem } from '../hooks/use-choose-system';

/** Drawer switcher between PDV (here), GERENCIAL and ANALYTICS (doc 4 §2 "Layout"). */
export function SystemSwitcher({ profile }: { profile: TProfile }) {
  const chooseSystem = useChooseSystem();
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <ToggleButtonGroup
        value="PDV"
        exclusive
        size="small"
        fullWidth
        aria-label="Sistema"
        onChange={(_event, target: SystemChoice | null) => {
          if (target && target !== 'PDV') chooseSystem(profile, target);
        }}
        data-testid="system-switcher"
      >
        {SYSTEMS.map((system) => (
          <ToggleButton key={system} value={system} sx={{ fontSize: 11, px: 0.5 }}>
            {system}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
