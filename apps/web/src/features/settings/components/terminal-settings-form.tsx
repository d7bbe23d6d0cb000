import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ROLES, hasRole } from '@brasa/domain';
import { useQuery } from '@tanstack/react-query';
import { printServerQueries, usePrintServerBase } from '../../../shared/api/print-server';
import { useProfile } from '../../../shared/session/use-session';
import type { EnabledFlag, TerminalSettings, TefReceiptChoice } from '../../../shared/settings/terminal-settings';

interface Props {
  value: TerminalSettings;
  onChange: (next: TerminalSettings) => void;
}

const TEF_CHOICES: { value: TefReceiptChoice; label: string }[] = [
  { value: '', label: 'Perguntar sempre' },
  { value: 'ALWAYS', label: 'Sempre imprimir' },
  { value: 'NEVER', label: 'Nunca imprimir' },
];

const flag = (on: boolean): EnabledFlag => (on ? 'ENABLED' : 'DISABLED');

/** '' is the unit's default print location. */
const DEFAULT_LOCATION_LABEL = 'Caixa (padrão)';

/**
 * The choices of the terminal's print location: the default, the unit's locations (GET /api/localImpressao/list), and
 * the stored one while the list loads or when the unit no longer has it (the server then prints at CAIXA).
 */
function usePrintLocationChoices(current: string): { value: string; label: string }[] {
  const base = usePrintServerBase();
  const unitUuid = useProfile()?.unidade.uuid ?? '';
  const locations = useQuery({
    ...printServerQueries.printLocations(base ?? '', unitUuid),
    enabled: base !== undefined && unitUuid !== '',
  });
  const listed = (locations.data ?? [])
    .filter((location) => location.chave !== 'CAIXA')
    .map((location) => ({ value: location.chave, label: location.descricao || location.chave }));
  const known = current === '' || current === 'CAIXA' || listed.some((choice) => choice.value === current);
  const stored = known ? [] : [{ value: current, label: current }];
  return [{ value: '', label: DEFAULT_LOCATION_LABEL }, ...listed, ...stored];
}

/** The local terminal settings of doc 4 §3 as switches and selects. */
export function TerminalSettingsForm({ value, onChange }: Props) {
  const profile = useProfile();
  const locationChoices = usePrintLocationChoices(value.printLocation);
  const canIssueInvoices = !!profile && hasRole(profile, ROLES.ROLE_NOTA_FISCAL);
  const set = <K extends keyof TerminalSettings>(key: K, next: TerminalSettings[K]) =>
    onChange({ ...value, [key]: next });

  const toggle = (label: string, checked: boolean, onToggle: (on: boolean) => void, testId: string) => (
    <FormControlLabel
      label={label}
      control={<Switch checked={checked} onChange={(e) => onToggle(e.target.checked)} data-testid={testId} />}
    />
  );

  const select = <T extends string>(
    id: string,
    label: string,
    current: T,
    options: { value: T; label: string }[],
    onSelect: (next: T) => void,
  ) => (
    <FormControl fullWidth size="small">
      {/* Always shrunk: '' is a real choice ('Perguntar sempre'), not an empty field. */}
      <InputLabel id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        notched
        value={current}
        displayEmpty
        onChange={(e) => onSelect(e.target.value as T)}
        data-testid={id}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  return (
    <Stack spacing={2}>
      {toggle(
        'Imprimir automaticamente ao criar pedido',
        value.printAutomaticallyOnCreate === 'ENABLED',
        (on) => set('printAutomaticallyOnCreate', flag(on)),
        'setting-print-on-create',
      )}
      {toggle(
        'Tocar som ao chegar novo pedido',
        value.enableRingSongNewOrder === 'ENABLED',
        (on) => set('enableRingSongNewOrder', flag(on)),
        'setting-ring-new-order',
      )}
      {toggle('Habilitar PDV mobile', value.enableMobilePDV, (on) => set('enableMobilePDV', on), 'setting-mobile-pdv')}
      {/* doc 2 §4.4, §6: only who may issue tax documents sees it; on, the invoice dialog opens after an import. */}
      {canIssueInvoices
        ? toggle(
            'Gerar nota fiscal ao confirmar',
            value.generateInvoice,
            (on) => set('generateInvoice', on),
            'setting-generate-invoice',
          )
        : null}
      {select(
        'setting-order-by',
        'Ordenação dos pedidos',
        value.orderBy,
        [
          { value: 'asc', label: 'Mais novos primeiro' },
          { value: 'desc', label: 'Mais antigos primeiro' },
        ],
        (next) => set('orderBy', next),
      )}
      {select(
        'setting-print-application',
        'Aplicativo de impressão',
        value.printApplication,
        [
          { value: 'APP', label: 'Servidor de impressão (impressoras)' },
          { value: 'WEB', label: 'Navegador (janela de impressão)' },
        ],
        (next) => set('printApplication', next),
      )}
      {/* Where the prints the server starts for this terminal go (confirm, release of held items, close). */}
      {select('setting-print-location', 'Local de impressão', value.printLocation, locationChoices, (next) =>
        set('printLocation', next),
      )}
      {select('setting-tef-client', 'Comprovante TEF do cliente', value.printTefClientReceipt, TEF_CHOICES, (next) =>
        set('printTefClientReceipt', next),
      )}
      {select(
        'setting-tef-establishment',
        'Comprovante TEF do estabelecimento',
        value.printTefEstablishmentReceipt,
        TEF_CHOICES,
        (next) => set('printTefEstablishmentReceipt', next),
      )}
    </Stack>
  );
}
