/**
 * The settlement receipt we print ourselves (doc 4 §8: after 'Acerto lançado com sucesso!' the user may print
 * a receipt; the spec's back office is not ours). A receipt-width page with each courier's days and values.
 */
import type { TSettlementLine } from '@brasa/contracts';
import { formatDateTimeBr, formatMoneyReais } from '@brasa/domain';
import { escapeHtml } from '../../../shared/print/escape-html';
import { balanceText, totalsOf } from './settlement';

export interface ReceiptCourier {
  readonly name: string;
  /** The movement ids the post answered. */
  readonly movementIds: readonly number[];
  readonly days: readonly TSettlementLine[];
}

export interface SettlementReceipt {
  readonly unitName: string;
  readonly paymentMethod: string;
  readonly postedAt: Date;
  readonly couriers: readonly ReceiptCourier[];
}

const dayText = (day: string) => day.split('-').reverse().join('/');
const money = (reais: number) => escapeHtml(formatMoneyReais(reais));

export function settlementReceiptHtml(receipt: SettlementReceipt): string {
  const couriers = receipt.couriers
    .map((courier) => {
      const totals = totalsOf(courier.days);
      const days = courier.days
        .map(
          (day) =>
            `<tr><td>${escapeHtml(dayText(day.dataPedido))}</td><td class="r">${day.pedidos.length}</td><td class="r">${money(day.valorPagar)}</td><td class="r">${money(day.valor)}</td><td class="r">${money(day.saldo)}</td></tr>`,
        )
        .join('');
      return `<h2>${escapeHtml(courier.name)}</h2>
<table><tr><th>Dia</th><th class="r">Ped.</th><th class="r">A pagar</th><th class="r">Recebido</th><th class="r">Saldo</th></tr>${days}</table>
<div class="t">A pagar ao entregador: ${money(totals.valorPagar)}</div>
<div class="t">Recebido pelo entregador: ${money(totals.valor)}</div>
<div class="t"><b>Saldo: ${money(totals.saldo)}</b> (${escapeHtml(balanceText(totals.saldo))})</div>
<div>Lançamento(s): ${escapeHtml(courier.movementIds.join(', '))}</div>
<div class="s">Assinatura do entregador</div>`;
    })
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Comprovante de acerto</title><style>
body{font-family:monospace;font-size:12px;width:72mm;margin:0 auto}h1{font-size:14px;text-align:center}h2{font-size:13px;border-bottom:1px dashed #000;margin-top:10px}
table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:1px solid #000}.r{text-align:right}.t{text-align:right}
.s{margin-top:28px;border-top:1px solid #000;text-align:center}</style></head><body>
<h1>Comprovante de acerto de entregador</h1><div>${escapeHtml(receipt.unitName)}</div>
<div>Data: ${escapeHtml(formatDateTimeBr(receipt.postedAt))}</div><div>Forma de pagamento: ${escapeHtml(receipt.paymentMethod)}</div>
${couriers}</body></html>`;
}
