import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useRef, useState } from 'react';
import { isPrintSuccessful } from '../../../../shared/api/print-api';
import { loadTerminalSettings, updateTerminalSettings } from '../../../../shared/settings/terminal-settings';
import { useNotify } from '../../../../shared/ui/notify';
import { tefApi } from '../api/tef-api';
import {
  RECEIPT_QUESTION,
  RECEIPT_SETTING,
  REMEMBER_DECISION,
  TEF_RECEIPTS,
  type TefReceipt,
  rememberedChoice,
  receiptStep,
} from '../model/receipt-choice';

interface Props {
  pedidoId: number;
  intencaoVendaId: number;
  location: string;
  /** Every receipt was printed, skipped or answered. */
  onDone: () => void;
}

/**
 * doc 1 §2.10: the customer's then the establishment's receipt, each printed, skipped or asked as this
 * browser's settings say; an answer with 'Lembrar minha decisão' becomes the setting.
 */
export function TefReceiptQuestions({ pedidoId, intencaoVendaId, location, onDone }: Props) {
  const notify = useNotify();
  // What each receipt does is read once, when the sale is approved.
  const [plan] = useState(() =>
    TEF_RECEIPTS.map((receipt) => ({ receipt, step: receiptStep(loadTerminalSettings(), receipt) })),
  );
  const questions = plan.filter((entry) => entry.step === 'ASK').map((entry) => entry.receipt);
  const [answered, setAnswered] = useState(0);
  const [remember, setRemember] = useState(false);
  const current = questions[answered] ?? null;

  const print = (comprovante: TefReceipt) =>
    tefApi
      .printReceipt(location, { pedidoId, intencaoVendaId, comprovante })
      .then((results) =>
        isPrintSuccessful(results) ? notify.success(MSG.TEF_RECEIPT_SENT) : notify.error(MSG.TEF_RECEIPTS_PRINT_FAILED),
      )
      .catch(() => notify.error(MSG.TEF_RECEIPTS_PRINT_FAILED));

  // The 'always' receipts print at once, and only once even when the effect runs twice (StrictMode).
  const printedAtOnce = useRef(false);
  useEffect(() => {
    if (printedAtOnce.current) return;
    printedAtOnce.current = true;
    for (const entry of plan) if (entry.step === 'PRINT') void print(entry.receipt);
    if (questions.length === 0) onDone();
    // Runs once: the plan is fixed at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answer = (yes: boolean) => {
    if (!current) return;
    if (remember) updateTerminalSettings({ [RECEIPT_SETTING[current]]: rememberedChoice(yes) });
    if (yes) void print(current);
    setRemember(false);
    setAnswered(answered + 1);
    if (answered + 1 >= questions.length) onDone();
  };

  if (current === null) return null;
  return (
    <Dialog open maxWidth="xs" fullWidth data-testid={`tef-receipt-question-${current}`}>
      <DialogContent>
        <DialogContentText>{RECEIPT_QUESTION[current]}</DialogContentText>
        <FormControlLabel
          control={
            <Checkbox
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'tef-receipt-remember' } as object }}
            />
          }
          label={REMEMBER_DECISION}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} data-testid="tef-receipt-no">
          Não
        </Button>
        <Button variant="contained" onClick={() => answer(true)} data-testid="tef-receipt-yes" autoFocus>
          Sim, imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
