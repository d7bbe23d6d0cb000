import { MSG } from '@brasa/domain';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { UnpaidQuickSalesList } from '../../../shared/quick-sale/unpaid-quick-sales-list';
import { useStoredState } from '../../../shared/storage/use-stored-state';
import { FAST_SALE_SETTINGS_KEY, sanitizeFastSaleSetting } from '../model/fast-sale-settings';
import { FastSaleSettingsDialog } from './fast-sale-settings-dialog';
import { OrderEntryDialog } from './order-entry-dialog';

/**
 * /fastSale (doc 4 "Fast sale"): 'Inicie aqui uma venda rápida', 'Abrir Venda Rápida' opens the order dialog
 * locked to CAIXA_RAPIDO, and 'Configurações' chooses when the customer is asked (fast_sale_settings).
 * Minimized quick sales are listed by the layout's floating button; saved ones left unpaid are listed below
 * with 'Receber' (doc 1 §4 "An unpaid quick sale is kept locally").
 */
export function FastSalePage() {
  const [setting, setSetting] = useStoredState(FAST_SALE_SETTINGS_KEY, sanitizeFastSaleSetting);
  // A new key per opening gives every sale a fresh dialog.
  const [session, setSession] = useState<number | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }} data-testid="fast-sale-page">
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <FlashOnIcon color="primary" sx={{ fontSize: 64 }} />
          <Typography component="h1" variant="h5" data-testid="page-title">
            {MSG.FAST_SALE_HEADING}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="contained"
              size="large"
              startIcon={<FlashOnIcon />}
              onClick={() => setSession(Date.now())}
              data-testid="fast-sale-open"
            >
              {MSG.OPEN_FAST_SALE}
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<SettingsIcon />}
              onClick={() => setSettingsOpen(true)}
              data-testid="fast-sale-settings"
            >
              {MSG.SETTINGS}
            </Button>
          </Stack>
        </Stack>
        {session === null ? null : (
          <OrderEntryDialog
            key={session}
            origin="BALCAO"
            quickSale={{ customerPrompt: setting }}
            onClose={() => setSession(null)}
          />
        )}
        {settingsOpen ? (
          <FastSaleSettingsDialog
            value={setting}
            onClose={() => setSettingsOpen(false)}
            onSave={(value) => {
              setSetting(value);
              setSettingsOpen(false);
            }}
          />
        ) : null}
      </Paper>
      <UnpaidQuickSalesList />
    </Stack>
  );
}
