import type { TScaleProduct, TScaleSettings, TScaleSettingsInput } from '@brasa/contracts';
import { MSG, SCALE_QUICK_KEYS, formatMoney, parseIdentifierGeneration, toCents } from '@brasa/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readErrorMessage } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/notify';

interface Props {
  terminal: string;
  settings: TScaleSettings;
  products: readonly TScaleProduct[];
  onSave: (input: TScaleSettingsInput) => Promise<unknown>;
  onClose: () => void;
}

const SAVE_FAILED = 'Erro ao salvar as configurações da balança.';

/** The kiosk's settings of this terminal (doc 3 §2.6, §3 produtosKGSelecionados, §9 identifier generation). */
export function ScaleSettingsDialog({ terminal, settings, products, onSave, onClose }: Props) {
  const notify = useNotify();
  const [name, setName] = useState(terminal);
  const [selected, setSelected] = useState<number[]>(settings.produtosKGSelecionados);
  const [slots, setSlots] = useState<Record<string, number | null>>(settings.atalhos);
  const [generation, setGeneration] = useState(settings.geracaoIdentificador);
  const [print, setPrint] = useState(settings.imprimirAoCriar);
  const [saving, setSaving] = useState(false);
  const parsed = parseIdentifierGeneration(generation);
  const offered = selected.length > 0 ? products.filter((p) => selected.includes(p.idProduto)) : products;

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const save = async () => {
    if (!parsed.ok) return notify.warning(parsed.message);
    const offeredIds = new Set(offered.map((p) => p.idProduto));
    const atalhos = Object.fromEntries(
      SCALE_QUICK_KEYS.flatMap((key) => (slots[key] && offeredIds.has(slots[key]!) ? [[key, slots[key]!]] : [])),
    );
    setSaving(true);
    try {
      await onSave({
        terminal: name.trim() || terminal,
        produtosKGSelecionados: selected,
        atalhos,
        geracaoIdentificador: generation.trim(),
        imprimirAoCriar: print,
      });
      notify.success(MSG.SCALE_SETTINGS_SAVED);
      onClose();
    } catch (error) {
      notify.error(readErrorMessage(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="scale-settings-dialog">
      <DialogTitle>Configurações da balança</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Terminal"
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText="Cada terminal de autoatendimento guarda as suas configurações."
            slotProps={{ htmlInput: { 'data-testid': 'scale-settings-terminal', maxLength: 60 } }}
          />
          <div>
            <Typography variant="subtitle2">Produtos vendidos por quilo (KG)</Typography>
            <Typography variant="body2" color="text.secondary">
              Nenhum marcado: todos os produtos KG aparecem no autoatendimento.
            </Typography>
            <FormGroup>
              {products.map((p) => (
                <FormControlLabel
                  key={p.idProduto}
                  control={
                    <Checkbox
                      checked={selected.includes(p.idProduto)}
                      onChange={() => toggle(p.idProduto)}
                      slotProps={{ input: { 'data-testid': `scale-settings-product-${p.idProduto}` } as object }}
                    />
                  }
                  label={`${p.descricao} — ${formatMoney(toCents(p.valorUnitarioVenda))}/kg${
                    p.produtoLivreAssociado
                      ? ` (livre: ${p.produtoLivreAssociado.descricao} ${formatMoney(toCents(p.produtoLivreAssociado.valorUnitarioVenda))})`
                      : ''
                  }`}
                />
              ))}
              {products.length === 0 ? (
                <Typography color="text.secondary">Nenhum produto KG cadastrado.</Typography>
              ) : null}
            </FormGroup>
          </div>
          <div>
            <Typography variant="subtitle2" gutterBottom>
              Atalhos (F1 a F11)
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {SCALE_QUICK_KEYS.map((key) => (
                <TextField
                  key={key}
                  select
                  size="small"
                  label={key}
                  value={slots[key] ?? ''}
                  onChange={(event) =>
                    setSlots((current) => ({
                      ...current,
                      [key]: event.target.value ? Number(event.target.value) : null,
                    }))
                  }
                  sx={{ width: 200 }}
                  slotProps={{ htmlInput: { 'data-testid': `scale-settings-slot-${key}` } }}
                >
                  <MenuItem value="">Nenhum</MenuItem>
                  {offered.map((p) => (
                    <MenuItem key={p.idProduto} value={p.idProduto}>
                      {p.descricao}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
          </div>
          <TextField
            label="Geração de comanda"
            value={generation}
            onChange={(event) => setGeneration(event.target.value.toUpperCase())}
            error={!parsed.ok}
            helperText={
              parsed.ok
                ? "Vazio: o cliente digita a comanda. 'S|1|500' sequencial ou 'A|1|500' aleatório entre o mínimo e o máximo."
                : parsed.message
            }
            slotProps={{ htmlInput: { 'data-testid': 'scale-settings-generation', maxLength: 40 } }}
          />
          <FormControlLabel
            control={<Switch checked={print} onChange={(event) => setPrint(event.target.checked)} />}
            label="Imprimir o pedido ao criar"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="scale-settings-save">
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
