import type { TOrderItem } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useItemProduction } from '../api/item-production';
import { readItemInfo } from '../model/order-detail-item-info';
import { Field, FieldGrid, LogBox, Section } from './order-detail-fields';

interface Props {
  item: TOrderItem;
  /** The saved order's id: its print jobs and KDS entries are asked of the print server. */
  orderId?: number;
  onClose: () => void;
}

/**
 * Item information (spec doc 1 §2 item 13): name, seller, added-at, notified-at, print and kitchen-display
 * statuses with their dates, the POS code and the logs when present.
 */
export function OrderDetailItemDialog({ item, orderId, onClose }: Props) {
  const production = useItemProduction(item, orderId);
  const info = readItemInfo(item, production);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="order-detail-item-dialog">
      <DialogTitle>Informações do item</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FieldGrid columns={2}>
            <Field label="Nome" wide testId="order-detail-item-info-name">
              {info.name}
            </Field>
            <Field label="Vendedor" testId="order-detail-item-info-seller">
              {info.seller}
            </Field>
            <Field label="Adicionado em" testId="order-detail-item-info-added-at">
              {info.addedAt}
            </Field>
            <Field label="Notificação" testId="order-detail-item-info-notification">
              {info.notification}
            </Field>
            <Field label="Impressão" testId="order-detail-item-info-print">
              {info.print}
            </Field>
            <Field label="Notificação no KDS" testId="order-detail-item-info-kds">
              {info.kitchenDisplay}
            </Field>
            <Field label="Código no PDV (ID externo)" testId="order-detail-item-info-external-code">
              {info.externalCode}
            </Field>
          </FieldGrid>
          {info.logs ? (
            <Section title="Logs">
              <LogBox text={info.logs} testId="order-detail-item-info-logs" />
            </Section>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MSG.CLOSE}</Button>
      </DialogActions>
    </Dialog>
  );
}
