import type { TOrder } from '@brasa/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useUnpaidQuickSales } from '../../../shared/quick-sale/use-unpaid-quick-sales';
import { openFiscalDocument } from '../../../shared/order-dialog/order-dialog-store';
import { useProfile } from '../../../shared/session/use-session';
import { shouldOpenInvoiceAfterImport } from '../../../shared/settings/invoice-after-import';
import { useTerminalSettings } from '../../../shared/settings/use-terminal-settings';
import { shouldOfferImport } from '../model/import-at-checkout';
import { useImportAtCheckout } from './use-import-at-checkout';

/**
 * How the payment dialog ends (doc 1 §4 "Payment"): a payment that leaves the order paid may offer its
 * import; a quick sale still unpaid is kept locally for /fastSale, a paid one is forgotten.
 */
export function usePaymentCheckout(initialOrder: TOrder, onClose: () => void) {
  const profile = useProfile();
  const { syncQuickSale } = useUnpaidQuickSales();
  const { importOrder } = useImportAtCheckout();
  const settings = useTerminalSettings();
  /** The paid order whose import is being offered. */
  const [importOffer, setImportOffer] = useState<TOrder | null>(null);

  // Kept from the moment it is opened, so a reload or a closed tab in the middle of the payment loses nothing.
  useEffect(() => syncQuickSale(initialOrder), [initialOrder, syncQuickSale]);

  const onPaid = useCallback(
    (saved: TOrder) => {
      syncQuickSale(saved);
      if (shouldOfferImport(saved, profile)) setImportOffer(saved);
      else onClose();
    },
    [syncQuickSale, profile, onClose],
  );

  /** Cancel or Esc: `latest` (the newest saved copy) decides whether a quick sale stays in the list. */
  const close = useCallback(
    (latest: TOrder) => {
      syncQuickSale(latest);
      onClose();
    },
    [syncQuickSale, onClose],
  );

  const confirmImport = useCallback(() => {
    if (!importOffer) return;
    void importOrder(importOffer.id).then((result) => {
      if (result === null) return;
      onClose();
      // doc 2 §4.4: imported, the invoice dialog follows when "Gerar nota fiscal ao confirmar" is on and permitted.
      if (result && shouldOpenInvoiceAfterImport(settings, profile)) openFiscalDocument(importOffer);
    });
  }, [importOffer, importOrder, onClose, settings, profile]);

  return { onPaid, close, importOffer, confirmImport, declineImport: onClose };
}
