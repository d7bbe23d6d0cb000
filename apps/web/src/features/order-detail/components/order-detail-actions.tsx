import type { TOrder } from '@brasa/contracts';
import {
  MSG,
  ORDER_STATUS_LABELS,
  availableTargetStatuses,
  checkJustification,
  isIntegrationChannel,
  onlyDigits,
} from '@brasa/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import {
  openFiscalDocument,
  openOrderEditor,
  openPayment,
  closeOrderDetail,
} from '../../../shared/order-dialog/order-dialog-store';
import { shouldOpenInvoiceAfterImport } from '../../../shared/settings/invoice-after-import';
import { useTerminalSettings } from '../../../shared/settings/use-terminal-settings';
import { useProfile } from '../../../shared/session/use-session';
import { PromptDialog } from '../../../shared/ui/prompt-dialog';
import { useBoardParameters } from '../../../shared/settings/board-parameters';
import { ORDER_ACTION_PATHS as PATHS, useOrderAction } from '../api/order-actions';
import { useOrderMove } from '../../../shared/order-move/use-order-move';
import { DETAIL_ACTION_LABELS, detailActions, type DetailActionKey } from '../model/detail-actions';
import { OrderMoveDialogs } from '../../../shared/order-move/order-move-dialogs';
import { ImportDialog } from './import-dialog';
import { LogisticsDialog } from './logistics-dialog';
import { LoyaltyDialog } from './loyalty-dialog';

type Prompt = 'delete' | 'convertToTab' | 'confirmDelivery';

/** Ours: the labels of the prompts the spec describes (doc 1 §2.3, §2.15, §5). */
const PROMPTS: Record<Prompt, { title: string; label: string; validate: (value: string) => string | null }> = {
  delete: {
    title: 'Excluir pedido',
    label: 'Justificativa',
    validate: (value) => {
      const checked = checkJustification(value);
      return checked.ok ? null : checked.message;
    },
  },
  convertToTab: {
    title: 'Converter em comanda/mesa',
    label: 'Número da comanda ou mesa',
    validate: (value) => (onlyDigits(value).length < 1 ? MSG.INVALID_VALUE : null),
  },
  confirmDelivery: {
    title: 'Confirmar entrega',
    label: 'Código de entrega do cliente',
    validate: (value) => (value.trim() ? null : MSG.DELIVERY_CODE_REQUIRED),
  },
};

/** The action panel of an active order (doc 1 §2.1 right column, §4). */
export function OrderDetailActions({ order }: { order: TOrder }) {
  const profile = useProfile();
  const { awaitingPickupEnabled } = useBoardParameters();
  const move = useOrderMove('detail');
  const action = useOrderAction();
  const settings = useTerminalSettings();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [logisticsOpen, setLogisticsOpen] = useState(false);
  const [loyaltyOpen, setLoyaltyOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const closeLoyalty = useCallback(() => setLoyaltyOpen(false), []);
  const actions = detailActions(order, profile);
  // detailActions is empty for an inactive order: the panel is not drawn then (doc 1 §2.1).
  if (actions.length === 0) return null;
  const targets = availableTargetStatuses(order.situacao, { awaitingPickupEnabled });

  const afterImport = (imported: TOrder) => {
    if (shouldOpenInvoiceAfterImport(settings, profile)) openFiscalDocument(imported);
    else setLoyaltyOpen(true);
  };
  const run = (path: string, success: string, fallback: string = MSG.GENERIC_ERROR, method?: 'DELETE') =>
    action.mutate({ path, success, fallback, method });
  const onAction: Record<DetailActionKey, () => void> = {
    pay: () => openPayment(order),
    edit: () => openOrderEditor(order.id),
    // After an import (doc 2 §4.4) the invoice dialog opens when "Gerar nota fiscal ao confirmar" is on and
    // permitted; otherwise the loyalty dialog is offered (it closes by itself without an integration). A marketplace
    // order first opens the import dialog (what the import adds, the delivery-fee choice); another channel's order
    // is finalized at once.
    import: () =>
      isIntegrationChannel(order.tipoImportacao)
        ? setImportOpen(true)
        : action.mutate(
            { path: PATHS.importOrder(order.id), success: MSG.ORDER_IMPORTED, fallback: MSG.IMPORT_FAILED },
            { onSuccess: (imported) => afterImport(imported ?? order) },
          ),
    invoice: () => openFiscalDocument(order),
    undoImport: () => run(PATHS.undoImport(order.id), MSG.ORDER_UPDATED, MSG.UNDO_IMPORT_FAILED),
    convert: () => run(PATHS.convert(order.id), MSG.ORDER_CONVERTED),
    undoConversion: () => run(PATHS.undoConversion(order.id), MSG.ORDER_UNCONVERTED),
    convertToTab: () => setPrompt('convertToTab'),
    renotify: () => run(PATHS.renotify(order.id), MSG.ORDER_RENOTIFIED, MSG.NOTIFICATION_STATUS_FAILED),
    confirmDelivery: () => setPrompt('confirmDelivery'),
    logistics: () => setLogisticsOpen(true),
    undoLogistics: () => setLogisticsOpen(true),
    cancel: () => move.requestMove(order, 'CANCELADO'),
    delete: () => setPrompt('delete'),
  };
  const confirmPrompt = (value: string) => {
    const kind = prompt;
    if (kind === 'confirmDelivery') {
      // The prompt stays while the code is sent (Confirm disabled, doc 1 §5), and for another try if refused.
      action.mutate(
        {
          path: PATHS.confirmDelivery(order.id, value),
          success: MSG.DELIVERY_CODE_CONFIRMED,
          fallback: MSG.GENERIC_ERROR,
        },
        { onSuccess: () => setPrompt(null) },
      );
      return;
    }
    setPrompt(null);
    if (kind === 'delete') {
      action.mutate(
        {
          path: PATHS.remove(order.id, value),
          method: 'DELETE',
          success: MSG.ORDER_DELETED,
          fallback: MSG.GENERIC_ERROR,
        },
        { onSuccess: closeOrderDetail },
      );
    }
    if (kind === 'convertToTab') run(PATHS.convertToTab(order.id, onlyDigits(value)), MSG.ORDER_CONVERTED);
  };

  return (
    <Stack spacing={1} data-testid="order-detail-actions">
      {targets.length > 0 ? (
        <TextField
          select
          size="small"
          label="Alterar status"
          value=""
          onChange={(event) => move.requestMove(order, event.target.value as TOrder['situacao'])}
          slotProps={{ htmlInput: { 'data-testid': 'order-detail-status' } }}
        >
          {targets.map((status) => (
            <MenuItem key={status} value={status} data-testid={`order-detail-status-${status}`}>
              {ORDER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {actions.map((key) => (
        <Button
          key={key}
          size="small"
          variant={key === 'pay' ? 'contained' : 'outlined'}
          color={key === 'cancel' || key === 'delete' ? 'error' : 'primary'}
          disabled={action.isPending}
          onClick={onAction[key]}
          data-testid={`order-detail-action-${key}`}
        >
          {DETAIL_ACTION_LABELS[key]}
        </Button>
      ))}
      {prompt ? (
        <PromptDialog
          {...PROMPTS[prompt]}
          testId={`order-detail-prompt-${prompt}`}
          inputMode={prompt === 'convertToTab' ? 'numeric' : 'text'}
          multiline={prompt === 'delete'}
          disableWhenBlank={prompt === 'confirmDelivery'}
          busy={prompt === 'confirmDelivery' && action.isPending}
          onConfirm={confirmPrompt}
          onClose={() => setPrompt(null)}
        />
      ) : null}
      <OrderMoveDialogs move={move} />
      {logisticsOpen ? <LogisticsDialog order={order} onClose={() => setLogisticsOpen(false)} /> : null}
      {importOpen ? (
        <ImportDialog
          order={order}
          onClose={() => setImportOpen(false)}
          onImported={(imported) => {
            setImportOpen(false);
            afterImport(imported);
          }}
        />
      ) : null}
      {loyaltyOpen ? <LoyaltyDialog order={order} onClose={closeLoyalty} /> : null}
    </Stack>
  );
}
