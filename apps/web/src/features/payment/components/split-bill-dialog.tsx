import type { TOrderItem } from '@brasa/contracts';
import { type Cents, MSG, formatMoney } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { confirmKeyHandler } from '../hooks/use-payment-keys';
import { type SplitState, nextPeopleText, splitPendingByPeople } from '../model/split-bill';
import {
  type PartsSelection,
  type SplitItemRow,
  checkPartsCount,
  selectedPartsAmount,
  splitItemRows,
} from '../model/split-items';
import { SplitItemsTab } from './split-items-tab';
import { SplitPeopleTab } from './split-people-tab';

/** Ours: confirming 'Selecionar itens' with no part chosen. */
export const SPLIT_NOTHING_SELECTED = 'Selecione ao menos uma parte de um item.';

interface Props {
  pendingCents: Cents;
  items: readonly TOrderItem[];
  onConfirm: (split: SplitState) => void;
  onClose: () => void;
}

/** doc 1 §2.6 split bill: 'Dividir conta' by people, or 'Selecionar itens' by item parts. */
export function SplitBillDialog({ pendingCents, items, onConfirm, onClose }: Props) {
  const [tab, setTab] = useState<'PEOPLE' | 'ITEMS'>('PEOPLE');
  const [peopleText, setPeopleText] = useState(() => nextPeopleText('2', pendingCents));
  const [parts, setParts] = useState<Record<string, number>>({});
  const [selection, setSelection] = useState<PartsSelection>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const byPeople = splitPendingByPeople(pendingCents, peopleText === '' ? Number.NaN : Number(peopleText));
  const rows = useMemo(
    () => splitItemRows(items).map((row) => ({ ...row, parts: parts[row.referenceCode] ?? row.parts })),
    [items, parts],
  );
  const byItems = selectedPartsAmount(rows, selection);

  const changeParts = (row: SplitItemRow, text: string) => {
    const count = checkPartsCount(row, text === '' ? Number.NaN : Number(text));
    setErrors((current) => ({ ...current, [row.referenceCode]: count.ok ? '' : count.message }));
    if (!count.ok) return;
    setParts((current) => ({ ...current, [row.referenceCode]: count.value }));
    setSelection((current) => ({ ...current, [row.referenceCode]: [] }));
  };
  const togglePart = (row: SplitItemRow, part: number) =>
    setSelection((current) => {
      const chosen = current[row.referenceCode] ?? [];
      const next = chosen.includes(part) ? chosen.filter((p) => p !== part) : [...chosen, part];
      return { ...current, [row.referenceCode]: next };
    });

  const confirm = () => {
    if (tab === 'PEOPLE') return byPeople.ok ? onConfirm(byPeople.value) : setError(byPeople.message);
    if (!byItems.ok) return setError(byItems.message);
    if (byItems.value.amountCents <= 0) return setError(SPLIT_NOTHING_SELECTED);
    onConfirm({ kind: 'ITEMS', amountCents: byItems.value.amountCents, itemParts: byItems.value.itemParts });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      data-testid="payment-split-dialog"
      onKeyDown={confirmKeyHandler(confirm)}
    >
      <DialogTitle>Dividir conta</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          Pendente: {formatMoney(pendingCents)}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, next: 'PEOPLE' | 'ITEMS') => {
            setTab(next);
            setError(null);
          }}
        >
          <Tab value="PEOPLE" label="Dividir conta" data-testid="split-tab-people" />
          <Tab value="ITEMS" label="Selecionar itens" data-testid="split-tab-items" />
        </Tabs>
        {tab === 'PEOPLE' ? (
          <SplitPeopleTab
            pendingCents={pendingCents}
            peopleText={peopleText}
            result={byPeople}
            onPeopleChange={setPeopleText}
          />
        ) : (
          <>
            <SplitItemsTab
              rows={rows}
              selection={selection}
              errors={errors}
              onPartsChange={changeParts}
              onTogglePart={togglePart}
            />
            <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }} data-testid="split-items-amount">
              Selecionado: {formatMoney(byItems.ok ? byItems.value.amountCents : (0 as Cents))}
            </Typography>
          </>
        )}
        {error ? (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button variant="contained" onClick={confirm} data-testid="split-confirm">
          {MSG.CONFIRM} (F10)
        </Button>
      </DialogActions>
    </Dialog>
  );
}
