import type { TScaleSettingsInput } from '@brasa/contracts';
import { formatMoney, toCents } from '@brasa/domain';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { readStoredText, writeStoredText } from '../../../shared/storage/local-storage';
import { fetchKioskSettings, fetchScaleProducts, kioskKeys, saveKioskSettings } from '../api/kiosk-api';
import { DEFAULT_TERMINAL, TERMINAL_STORAGE_KEY, kioskProducts, quickKeyOf } from '../model/kiosk-view';
import { ScaleKioskDialog } from './scale-kiosk-dialog';
import { ScaleSettingsDialog } from './scale-settings-dialog';

/**
 * /atendimento-balanca (doc 3 §2.6): the terminal's kiosk settings and the start of the full-screen self-service
 * flow. The terminal's name is kept in this browser.
 */
export function ScaleKioskPage({ pollMs }: { pollMs?: number }) {
  const queryClient = useQueryClient();
  const [terminal, setTerminal] = useState(() => readStoredText(TERMINAL_STORAGE_KEY) || DEFAULT_TERMINAL);
  const [editing, setEditing] = useState(false);
  const [running, setRunning] = useState(false);
  const settings = useQuery({ queryKey: kioskKeys.settings(terminal), queryFn: () => fetchKioskSettings(terminal) });
  const products = useQuery({ queryKey: kioskKeys.products, queryFn: fetchScaleProducts });

  const save = async (input: TScaleSettingsInput) => {
    const saved = await saveKioskSettings(input);
    writeStoredText(TERMINAL_STORAGE_KEY, saved.terminal);
    queryClient.setQueryData(kioskKeys.settings(saved.terminal), saved);
    setTerminal(saved.terminal);
  };

  if (settings.isPending || products.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }}>
        <CircularProgress />
      </Stack>
    );
  }
  if (settings.isError || products.isError) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {readErrorMessage(settings.error ?? products.error, 'Erro ao buscar as configurações da balança.')}
      </Alert>
    );
  }
  const offered = kioskProducts(products.data, settings.data);
  const generation = settings.data.geracaoIdentificador;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }} data-testid="scale-kiosk-page">
      <Typography variant="h5">Autoatendimento balança</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Typography>
              <strong>Terminal:</strong> {terminal}
            </Typography>
            <div>
              <Typography gutterBottom>
                <strong>Produtos:</strong>
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {offered.map((p) => {
                  const key = quickKeyOf(settings.data, p.idProduto);
                  return (
                    <Chip
                      key={p.idProduto}
                      label={`${key ? `${key} · ` : ''}${p.descricao} — ${formatMoney(toCents(p.valorUnitarioVenda))}/kg`}
                    />
                  );
                })}
                {offered.length === 0 ? (
                  <Typography color="text.secondary">Nenhum produto KG cadastrado.</Typography>
                ) : null}
              </Stack>
            </div>
            <Typography>
              <strong>Comanda:</strong>{' '}
              {generation ? `gerada automaticamente (${generation})` : 'digitada pelo cliente'}
            </Typography>
            <Typography>
              <strong>Impressão ao criar:</strong> {settings.data.imprimirAoCriar ? 'Sim' : 'Não'}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2}>
        <Button
          startIcon={<SettingsIcon />}
          variant="outlined"
          onClick={() => setEditing(true)}
          data-testid="scale-settings-open"
        >
          Configurações
        </Button>
        <Button
          startIcon={<PlayArrowIcon />}
          variant="contained"
          disabled={offered.length === 0}
          onClick={() => setRunning(true)}
          data-testid="scale-kiosk-start"
        >
          Iniciar autoatendimento
        </Button>
      </Stack>
      {editing ? (
        <ScaleSettingsDialog
          terminal={terminal}
          settings={settings.data}
          products={products.data}
          onSave={save}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {running ? (
        <ScaleKioskDialog
          terminal={terminal}
          settings={settings.data}
          products={offered}
          pollMs={pollMs}
          onClose={() => setRunning(false)}
        />
      ) : null}
    </Stack>
  );
}
