import type { Cents } from '@brasa/domain';
import Box from '@mui/material/Box';
import { type ReactNode, useState } from 'react';
import { orderItemCount } from '../model/item-count';
import { MobileSummaryBar } from './mobile-summary-bar';
import { MobileSummaryDialog } from './mobile-summary-dialog';

interface Props {
  mobile: boolean;
  items: readonly { readonly quantity: number }[];
  total: Cents;
  /** The order summary: the right-hand panel on desktop, the bar's full-screen dialog on mobile. */
  children: ReactNode;
}

const PANEL_SX = { width: { xs: 300, lg: 380 }, flexShrink: 0, borderLeft: 1, borderColor: 'divider' } as const;

/** Where the order dialog shows its summary (doc 2 §2.6): a side panel, or on mobile a bottom bar and dialog. */
export function SummaryArea({ mobile, items, total, children }: Props) {
  const [open, setOpen] = useState(false);
  if (!mobile) {
    return (
      <Box sx={PANEL_SX} data-testid="order-summary-panel">
        {children}
      </Box>
    );
  }
  return (
    <>
      <MobileSummaryBar count={orderItemCount(items)} total={total} onOpen={() => setOpen(true)} />
      <MobileSummaryDialog open={open} onClose={() => setOpen(false)}>
        {children}
      </MobileSummaryDialog>
    </>
  );
}
