import { type Cents, formatMoney } from '@brasa/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentTotalsView } from '../model/payment-totals';

interface Props {
  view: PaymentTotalsView;
  /** The change of the lines plus what the amount typed would give. */
  changeCents: Cents;
  isDelivery: boolean;
}

function Row({ label, value, testId, strong }: { label: string; value: Cents; testId: string; strong?: boolean }) {
  return (
    <>
      <Typography
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ textAlign: 'right', fontWeight: strong ? 600 : 400 }}
        data-testid={`payment-total-${testId}`}
      >
        {formatMoney(value)}
      </Typography>
    </>
  );
}

/** doc 1 §2.5 right column: subtotal, fees, discounts, total, paid, pending and change. */
export function PaymentTotalsPanel({ view, changeCents, isDelivery }: Props) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25 }}
      data-testid="payment-totals"
    >
      <Row label="Subtotal" value={view.subtotal} testId="subtotal" />
      <Row label="Taxa de serviço" value={view.serviceFee} testId="service-fee" />
      {isDelivery ? <Row label="Taxa de entrega" value={view.deliveryFee} testId="delivery-fee" /> : null}
      <Row label="Descontos" value={view.discounts} testId="discounts" />
      <Row label="Total" value={view.total} testId="total" strong />
      <Row label="Pago" value={view.paid} testId="paid" />
      <Row label="Pendente" value={view.pending} testId="pending" strong />
      <Row label="Troco" value={changeCents} testId="change" />
    </Box>
  );
}
