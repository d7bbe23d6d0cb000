import type { TOrder } from '@brasa/contracts';
import { MSG, ORDER_TYPE_LABELS } from '@brasa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { menuQueries } from '../api/menu-queries';
import { autoSendAfterSave } from '../../../shared/logistics/logistics-api';
import { applySavedOrder } from '../../../shared/orders/board-cache-updates';
import { useNotify } from '../../../shared/ui/notify';
import { openOrderDetail, openPayment } from '../../../shared/order-dialog/order-dialog-store';
import type { NewOrderPreset } from '../../../shared/order-dialog/new-order-link';
import { useEntryContext, type EntryContext } from '../hooks/use-entry-context';
import { dialogKeyHandler } from '../hooks/use-dialog-keys';
import { useOrderEntry } from '../hooks/use-order-entry';
import { useMobileLayout } from '../hooks/use-mobile-layout';
import type { EntryOrigin, OrderDraft } from '../model/order-draft';
import { useMinimizedOrders } from '../hooks/use-minimized-orders';
import type { MinimizedOrder } from '../model/minimized-orders';
import { newReferenceCode } from '../model/order-draft';
import { isCustomerMandatory, type QuickSaleOptions } from '../model/quick-sale';
import { CloseOrderDialog } from './close-order-dialog';
import { OrderConflictDialog } from './order-conflict-dialog';
import { ExtraInfoStep } from './extra-info-step';
import { ItemsStep } from './items-step';
import { OrderEntryOverlays } from './order-entry-overlays';
import { OrderSummary } from './order-summary';
import { SummaryArea } from './summary-area';
import { TypeStep } from './type-step';

export interface OrderEntryDialogProps {
  /** How it was opened: delivery (Insert), counter (Home) or the tab/table entry of 'Novo pedido'. */
  origin: EntryOrigin;
  onClose: () => void;
  /** A quick sale (/fastSale): CAIXA_RAPIDO with every type choice locked (doc 2 §4.3). */
  quickSale?: QuickSaleOptions | null;
  /** A minimized order being continued (doc 2 §2.7). */
  resume?: MinimizedOrder | null;
  /** A saved order to edit (doc 2 §2.7), as draftFromOrder makes it. */
  edit?: OrderDraft | null;
  /** The tab or table the tab/table board opened it for (doc 3 §2.3 'Novo pedido'). */
  preset?: NewOrderPreset | null;
}

const STEPS = [
  { label: MSG.ENTRY_STEP_TYPE, testId: 'order-entry-step-type' },
  { label: MSG.ENTRY_STEP_ITEMS, testId: 'order-entry-step-items' },
  { label: MSG.ENTRY_STEP_EXTRA, testId: 'order-entry-step-extra' },
] as const;
const LAST_STEP = STEPS.length - 1;

/** Ours: the title of the order dialog over a saved order. */
const editOrderTitle = (number: number) => `Editar pedido #${number}`;

const paperSx = { height: { md: '92vh' }, maxHeight: '92vh' };

/** doc 2 §2.6 order entry dialog; waits for the parameters that decide the types it offers. */
export function OrderEntryDialog({ onClose, ...props }: OrderEntryDialogProps) {
  const entry = useEntryContext();
  // The menu is asked for with the parameters, not after them: it is the slow part of a first opening.
  usePrefetchQuery(menuQueries.groups(entry.menuFilter));
  usePrefetchQuery(menuQueries.products(entry.menuFilter));
  if (entry.isLoadingSettings || !entry.profile) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xl" data-testid="order-entry-dialog">
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </DialogContent>
      </Dialog>
    );
  }
  return <OrderEntryContent {...props} entry={entry} onClose={onClose} />;
}

function OrderEntryContent(props: OrderEntryDialogProps & { entry: EntryContext }) {
  const { origin, entry, onClose, quickSale = null, resume = null, edit = null, preset = null } = props;
  const minimized = useMinimizedOrders();
  const [minimizedId] = useState(() => resume?.id ?? newReferenceCode());
  const [start] = useState(() => resume?.draft ?? edit);
  /** Saved, discarded or closed empty: it leaves the minimized list. */
  const finish = () => {
    minimized.drop(minimizedId);
    onClose();
  };
  /** doc 2 §4.3: after saving, counter and delivery orders open the detail and the payment; a quick sale, payment. */
  const queryClient = useQueryClient();
  const notify = useNotify();
  const saved = (savedOrder: TOrder) => {
    const isNew = !edit;
    finish();
    if (isNew && savedOrder.tipo === 'DELIVERY') {
      void autoSendAfterSave(savedOrder, {
        notifySuccess: (m) => notify.success(m, { durationMs: 5_000 }),
        notifyError: notify.error,
        applySaved: (o) => applySavedOrder(queryClient, o),
      });
    }
    if (savedOrder.tipo === 'BALCAO' || savedOrder.tipo === 'DELIVERY') openOrderDetail(savedOrder);
    if (savedOrder.tipo !== 'COMANDA' && savedOrder.tipo !== 'MESA' && !savedOrder.pago) openPayment(savedOrder);
  };
  const order = useOrderEntry(origin, entry, saved, { quickSale, resume, edit, preset, onClosedByUpdate: finish });
  const { api, step, setStep, overlay, setOverlay } = order;
  const mobile = useMobileLayout();
  const editing = api.draft.editing ?? null;
  const [askDiscard, setAskDiscard] = useState(false);
  // An edited order asks only once something changed; a new one once it has items.
  const isDirty = editing ? api.draft !== start : api.draft.items.length > 0;
  const requestClose = () => (isDirty ? setAskDiscard(true) : finish());
  const continueLater = () => {
    const draft = api.current();
    minimized.keep({ id: minimizedId, savedAt: new Date().toISOString(), origin, quickSale, step, draft });
    onClose();
  };
  const next = () => (step < LAST_STEP ? setStep(step + 1) : order.confirm());

  return (
    <Dialog
      open
      fullWidth
      maxWidth="xl"
      fullScreen={mobile}
      onClose={requestClose}
      data-testid="order-entry-dialog"
      slotProps={{ paper: { sx: mobile ? {} : paperSx } }}
      onKeyDown={dialogKeyHandler({
        onF10: next,
        onF9: order.confirm,
        onCtrlD: () => setOverlay({ kind: 'orderDiscount' }),
      })}
    >
      <DialogTitle sx={{ pb: 1 }}>
        {editing
          ? editOrderTitle(editing.sequencial ?? editing.id)
          : quickSale
            ? ORDER_TYPE_LABELS.CAIXA_RAPIDO
            : MSG.NEW_ORDER}
        <Stepper nonLinear alternativeLabel={mobile} activeStep={step} sx={{ mt: 1.5 }}>
          {STEPS.map(({ label, testId }, index) => (
            <Step key={label} completed={index < step}>
              <StepButton onClick={() => setStep(index)} data-testid={testId}>
                {label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: mobile ? 'column' : 'row', minHeight: 0 }}>
        <Box
          sx={{ flexGrow: 1, minWidth: 0, p: 2, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
          data-testid={`order-entry-panel-${step}`}
        >
          {step === 0 ? (
            <TypeStep
              api={api}
              types={order.types}
              locked={!!quickSale}
              customerRequired={isCustomerMandatory(quickSale)}
              settings={entry.settings}
              onSearchCustomer={() => setOverlay({ kind: 'customerSearch' })}
            />
          ) : null}
          {step === 1 ? (
            <ItemsStep
              groups={order.groups}
              isLoading={order.isMenuLoading}
              menuError={order.menuError}
              adder={order.adder}
              onOpenSearch={(text) => setOverlay({ kind: 'productSearch', text })}
            />
          ) : null}
          {step === 2 ? (
            <ExtraInfoStep
              api={api}
              addresses={order.addresses}
              fees={order.fees}
              fee={order.buildContext.deliveryFee}
              canSchedule={entry.canSchedule}
            />
          ) : null}
        </Box>
        <SummaryArea mobile={mobile} items={api.draft.items} total={order.totals.total}>
          <OrderSummary
            items={api.draft.items}
            totals={order.totals}
            onIncrement={(item) => api.dispatch({ type: 'increment', key: item.key })}
            onDecrement={order.decrement}
            onAction={order.itemAction}
          />
        </SummaryArea>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose} sx={{ mr: 'auto' }} data-testid="order-entry-cancel">
          {MSG.CANCEL}
        </Button>
        <Button onClick={() => setStep(step - 1)} disabled={step === 0} data-testid="order-entry-back">
          Voltar
        </Button>
        {step < LAST_STEP ? (
          <Button variant="outlined" onClick={next} data-testid="order-entry-next">
            {mobile ? 'Avançar' : 'Avançar (F10)'}
          </Button>
        ) : null}
        <Button variant="contained" onClick={order.confirm} disabled={order.isSaving} data-testid="order-entry-confirm">
          {order.isSaving ? (
            <CircularProgress size={20} />
          ) : mobile ? (
            MSG.CONFIRM
          ) : (
            `${MSG.CONFIRM} (${step === LAST_STEP ? 'F10' : 'F9'})`
          )}
        </Button>
      </DialogActions>
      <OrderEntryOverlays
        overlay={overlay}
        onClose={() => setOverlay(null)}
        api={api}
        entry={entry}
        adder={order.adder}
        menu={order.products}
        onWaiter={order.assignWaiter}
        onConfirmOrder={order.confirm}
      />
      <OrderConflictDialog
        base={editing?.baseItems ?? []}
        current={order.conflict}
        onKeepMine={order.keepMineOnConflict}
        onTakeTheirs={order.takeTheirsOnConflict}
      />
      <CloseOrderDialog
        open={askDiscard}
        onCancel={() => setAskDiscard(false)}
        onDiscard={finish}
        onContinueLater={continueLater}
      />
    </Dialog>
  );
}
