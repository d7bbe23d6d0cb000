import {
  MSG,
  type Cents,
  type ComboSelection,
  type ComboStep,
  type ComboStepItem,
  levelThreeSteps,
  asCents,
  stepTotal,
} from '@brasa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { useComboFlow } from '../hooks/use-combo-flow';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';
import { choicesOf, countOf, hasLevelThree, isSummary } from '../model/combo-flow';
import {
  filterStepItems,
  levelThreeDefaults,
  moveTileFocus,
  priceSelection,
  selectionProblem,
} from '../model/combo-view';
import { ComboItemTile } from './combo-item-tile';
import { ComboSummary } from './combo-summary';

interface Props {
  title: string;
  level: 2 | 3;
  steps: ComboStep[];
  initial: ComboSelection;
  /** Level 2: the combo's own price, for the summary total. */
  basePriceCents?: Cents;
  /** BETA_COMBO_ADD_AUTOMATICAMENTE, for the level-3 steps this dialog opens. */
  autoAdd: boolean;
  onConfirm: (selection: ComboSelection) => void;
  onClose: () => void;
}

interface Inner {
  readonly item: ComboStepItem;
  readonly steps: ComboStep[];
}

const limits = (step: ComboStep) => `mín. ${step.minimo}, máx. ${step.maximo}`;

/** doc 2 §2.7 combo step dialog (levels 2 and 3): stepper, per-step min/max, items, summary. */
export function ComboDialog({ title, level, steps, initial, basePriceCents, autoAdd, onConfirm, onClose }: Props) {
  const notify = useNotify();
  const flow = useComboFlow(steps, initial);
  const [search, setSearch] = useState('');
  const [inner, setInner] = useState<Inner | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { state } = flow;
  const summary = isSummary(steps, state);
  const step = steps[state.active];

  const problem = useMemo(() => selectionProblem(level, steps, state.selection), [level, steps, state.selection]);
  const priced = useMemo(
    () => priceSelection(level, basePriceCents ?? asCents(0), steps, state.selection),
    [level, basePriceCents, steps, state.selection],
  );

  const pickItem = (item: ComboStepItem) => {
    if (level === 2 && hasLevelThree(item)) {
      const innerSteps = levelThreeSteps(item);
      if (!innerSteps.ok) return notify.warning(innerSteps.message);
      if (flow.canAdd(item)) setInner({ item, steps: innerSteps.value });
      return;
    }
    flow.add(item);
    setSearch('');
  };

  const confirm = () => {
    if (!summary) {
      flow.next();
      return;
    }
    if (problem) return notify.warning(problem);
    onConfirm(state.selection);
  };

  const onGridKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (gridRef.current && moveTileFocus(gridRef.current, event.key)) event.preventDefault();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      data-testid={level === 2 ? 'combo-dialog' : 'combo-dialog-level3'}
      onKeyDown={(event) => dialogKeyHandler({ onF10: confirm, onCtrlF: () => searchRef.current?.focus() })(event)}
    >
      <DialogTitle>{level === 2 ? title : `${title} — complementos`}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        <Stepper nonLinear activeStep={state.active} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((candidate, index) => (
            <Step key={candidate.id} completed={index < state.active}>
              <StepButton
                onClick={() => flow.goTo(index)}
                optional={<Typography variant="caption">{limits(candidate)}</Typography>}
                data-testid={`combo-step-${index}`}
              >
                {candidate.descricao}
              </StepButton>
            </Step>
          ))}
          <Step completed={false}>
            <StepButton onClick={() => flow.goTo(steps.length)} data-testid="combo-step-summary">
              Resumo
            </StepButton>
          </Step>
        </Stepper>
        {summary || !step ? (
          <ComboSummary
            steps={steps}
            priced={priced}
            problem={problem}
            totalLabel={level === 2 ? 'Total do item' : 'Total dos complementos'}
          />
        ) : (
          <Box>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
              <TextField
                size="small"
                label="Buscar (Ctrl+F)"
                value={search}
                inputRef={searchRef}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown' || !gridRef.current) return;
                  event.preventDefault();
                  gridRef.current.querySelector<HTMLElement>('[data-combo-tile]')?.focus();
                }}
                slotProps={{ htmlInput: { 'data-testid': 'combo-search', autoComplete: 'off' } }}
              />
              <Typography variant="body2" color="text.secondary" data-testid="combo-step-count">
                Selecionados: {String(stepTotal(choicesOf(state, step))).replace('.', ',')} ({limits(step)})
              </Typography>
            </Box>
            <Box ref={gridRef} onKeyDown={onGridKeys} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {filterStepItems(step, search).map((item) => (
                <ComboItemTile
                  key={String(item.produtoId)}
                  item={item}
                  count={countOf(state, step, item.produtoId)}
                  onAdd={() => pickItem(item)}
                  onRemove={() => flow.remove(step, item)}
                />
              ))}
            </Box>
            {filterStepItems(step, search).length === 0 ? (
              <Typography color="text.secondary">{MSG.NO_PRODUCT_FOUND}</Typography>
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CANCEL}</Button>
        <Button onClick={flow.back} disabled={state.active === 0} data-testid="combo-back">
          Voltar
        </Button>
        <Button variant="contained" onClick={confirm} data-testid={summary ? 'combo-confirm' : 'combo-next'}>
          {summary ? `${MSG.CONFIRM} (F10)` : 'Avançar (F10)'}
        </Button>
      </DialogActions>
      {inner ? (
        <ComboDialog
          title={inner.item.descricao}
          level={3}
          steps={inner.steps}
          initial={levelThreeDefaults(inner.item, autoAdd)}
          autoAdd={autoAdd}
          onClose={() => setInner(null)}
          onConfirm={(selection) => {
            setInner(null);
            flow.add(inner.item, selection);
          }}
        />
      ) : null}
    </Dialog>
  );
}
