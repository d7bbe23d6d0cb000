import type { TOrder } from '@brasa/contracts';
import { MSG, asCents, methodKindOf, methodNeedsCustomer, checkMethodPerson } from '@brasa/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import { usePaymentActions } from '../hooks/use-payment-actions';
import { usePaymentCheckout } from '../hooks/use-payment-checkout';
import { usePaymentDialog } from '../hooks/use-payment-dialog';
import { useTefPayment } from '../hooks/use-tef-payment';
import { LazyTefIntentDetailDialog, LazyTefSaleDialog } from '../tef';
import { isTefMethod } from '../model/payment-methods';
import { paymentKeyHandler } from '../hooks/use-payment-keys';
import { IMPORT_AT_CHECKOUT_QUESTION } from '../model/import-at-checkout';
import { isDeliveryOrder } from '../model/order-adjustments';
import { typedChangeCents } from '../model/payment-totals';
import { CustomerMoneyInfo } from './customer-money-info';
import { PaymentActionsBar } from './payment-actions-bar';
import { PaymentEntryForm } from './payment-entry-form';
import { PaymentItemsList } from './payment-items-list';
import { PaymentMethodList } from './payment-method-list';
import { type PaymentOverlay, PaymentOverlays } from './payment-overlays';
import { PaymentTotalsPanel } from './payment-totals-panel';
import { TefLiveStatus } from './tef-live-status';
import { PaymentsMadeList } from './payments-made-list';

interface Props {
  /** The order to pay; null keeps the dialog closed. */
  order: TOrder | null;
  onClose: () => void;
}

/** doc 1 §2.5 payment dialog (max width md), opened through the shared order-dialog store. */
export function PaymentDialog({ order, onClose }: Props) {
  return order ? <PaymentDialogContent key={order.id} order={order} onClose={onClose} /> : null;
}

function PaymentDialogContent({ order: initialOrder, onClose }: { order: TOrder; onClose: () => void }) {
  const notify = useNotify();
  const model = usePaymentDialog(initialOrder);
  const checkout = usePaymentCheckout(initialOrder, onClose);
  const tef = useTefPayment(model, checkout.onPaid);
  const actions = usePaymentActions(model, checkout.onPaid, tef);
  const [overlay, setOverlay] = useState<PaymentOverlay>(null);
  const [tefDetails, setTefDetails] = useState<number | null>(null);
  const { order, body, view, state, dispatch, method, context, customer, precondition, share } = model;
  const isDelivery = isDeliveryOrder(body);
  const kind = method ? methodKindOf(method) : null;
  const change = asCents(view.change + typedChangeCents(model.amountText, kind, view.pending, share?.cents ?? null));
  // The same check as adding the line; the generic final customer is the server's to refuse (it knows its id).
  const missingCustomer =
    method !== null &&
    !checkMethodPerson({
      requiresPerson: methodNeedsCustomer(method),
      customerId: order.pessoaCliente?.id ?? null,
      defaultPersonId: context.settings.defaultPersonId,
    }).ok;

  const close = () => checkout.close(order);
  const openDiscount = () =>
    context.canDiscount ? setOverlay({ kind: 'discount' }) : notify.warning(MSG.NO_DISCOUNT_PERMISSION);

  return (
    <>
      <Dialog
        open
        onClose={close}
        maxWidth="md"
        fullWidth
        data-testid="payment-dialog"
        onKeyDown={paymentKeyHandler({
          onConfirm: () => void actions.confirm(false),
          onConfirmAndPrint: () => void actions.confirm(true),
          onMethodDigit: actions.pickMethodByDigit,
        })}
      >
        <DialogTitle>Pagamento do pedido #{order.sequencial ?? order.id}</DialogTitle>
        <DialogContent dividers>
          {!precondition.ok ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="payment-precondition">
              {precondition.message}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 2 }}>
            <PaymentMethodList
              methods={context.methods}
              selectedId={method?.id ?? null}
              isLoading={context.isLoadingMethods}
              failed={context.methodsFailed}
              tefBlockedReason={tef.blockedReason}
              onSelect={(chosen) => dispatch({ type: 'selectMethod', methodId: chosen.id })}
            />
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <PaymentTotalsPanel view={view} changeCents={change} isDelivery={isDelivery} />
              <Divider />
              <PaymentEntryForm
                method={method}
                amountText={model.amountText}
                autorizacao={state.autorizacao}
                split={state.split}
                isTef={method !== null && isTefMethod(method)}
                refillKey={`${state.lines.length}-${order.version}-${state.split ? 's' : ''}`}
                onAmountChange={(text) => dispatch({ type: 'typeAmount', text })}
                onAuthorizationChange={(text) => dispatch({ type: 'typeAuthorization', text })}
                onAddLine={actions.addLine}
                onClearSplit={() => dispatch({ type: 'setSplit', split: null })}
              />
              <CustomerMoneyInfo customer={customer} missingCustomer={missingCustomer} />
              <TefLiveStatus orderId={order.id} hidden={tef.sale !== null} />
              <PaymentsMadeList
                saved={order.iFoodOrder.payments}
                lines={view.lines}
                onDelete={(payment) => setOverlay({ kind: 'delete', payment })}
                onTefDetails={(intencaoVendaId) => setTefDetails(intencaoVendaId)}
                onRemoveLine={(key) => dispatch({ type: 'removeLine', key })}
              />
              {state.showItems ? <PaymentItemsList items={body.items} /> : null}
            </Stack>
          </Box>
        </DialogContent>
        <PaymentActionsBar
          isDelivery={isDelivery}
          showItems={state.showItems}
          isSaving={actions.isSaving}
          onToggleItems={() => dispatch({ type: 'toggleItems' })}
          onSplit={() => setOverlay({ kind: 'split' })}
          onFee={() => setOverlay({ kind: isDelivery ? 'deliveryFee' : 'serviceFee' })}
          onDiscount={openDiscount}
          onCancel={close}
          onConfirm={() => void actions.confirm(false)}
          onConfirmAndPrint={() => void actions.confirm(true)}
        />
      </Dialog>
      <PaymentOverlays
        overlay={overlay}
        model={model}
        isSaving={actions.isSaving}
        deletePayment={actions.deletePayment}
        onClose={() => setOverlay(null)}
      />
      <Suspense fallback={null}>
        {tef.sale ? <LazyTefSaleDialog sale={tef.sale} onClose={(intent) => void tef.finish(intent)} /> : null}
        {tefDetails !== null ? (
          <LazyTefIntentDetailDialog
            pedidoId={order.id}
            intencaoVendaId={tefDetails}
            onClose={() => setTefDetails(null)}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={actions.largeChange !== null}
        message={actions.largeChange?.message ?? ''}
        onConfirm={actions.confirmLargeChange}
        onClose={actions.cancelLargeChange}
        testId="payment-large-change"
      />
      <ConfirmDialog
        open={checkout.importOffer !== null}
        message={IMPORT_AT_CHECKOUT_QUESTION}
        onConfirm={checkout.confirmImport}
        onClose={checkout.declineImport}
        testId="payment-import-prompt"
      />
    </>
  );
}
