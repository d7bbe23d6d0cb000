import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { loadTerminalSettings, saveTerminalSettings } from '../../../shared/settings/terminal-settings';
import { useColorMode } from '../../../shared/ui/color-mode';
import { useNotify } from '../../../shared/ui/notify';
import { TerminalSettingsForm } from './terminal-settings-form';

/** /settings (doc 4 §2 "Settings"). `children`: more sections the route composes in (cash shift). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const [settings, setSettings] = useState(loadTerminalSettings);
  const { mode, setMode } = useColorMode();
  const notify = useNotify();

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveTerminalSettings(settings);
    notify.success(MSG.SETTINGS_SAVED);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h5" data-testid="page-title">
        {MSG.SETTINGS_TITLE}
      </Typography>
      <Paper variant="outlined" component="form" onSubmit={save} sx={{ p: 3 }} data-testid="terminal-settings-form">
        <Stack spacing={2}>
          <TerminalSettingsForm value={settings} onChange={setSettings} />
          <Divider />
          <FormControlLabel
            label="Tema escuro"
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(e) => setMode(e.target.checked ? 'dark' : 'light')}
                data-testid="setting-dark-mode"
              />
            }
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} data-testid="settings-save">
            Salvar
          </Button>
        </Stack>
      </Paper>
      {children}
    </Stack>
  );
}
