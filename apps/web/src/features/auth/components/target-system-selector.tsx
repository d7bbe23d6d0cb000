import { SYSTEMS, type SystemChoice } from '@brasa/domain';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** The login's PDV / GERENCIAL / ANALYTICS selector (doc 4 §2 "Login"). */
export function TargetSystemSelector({
  value,
  onChange,
}: {
  value: SystemChoice;
  onChange: (next: SystemChoice) => void;
}) {
  return (
    <Stack spacing={0.5}>
      <FormLabel id="target-system-label">Sistema</FormLabel>
      <ToggleButtonGroup
        value={value}
        exclusive
        fullWidth
        color="primary"
        size="small"
        aria-labelledby="target-system-label"
        onChange={(_event, next: SystemChoice | null) => next && onChange(next)}
        data-testid="target-system"
      >
        {SYSTEMS.map((system) => (
          <ToggleButton key={system} value={system} data-testid={`target-${system}`}>
            {system}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
