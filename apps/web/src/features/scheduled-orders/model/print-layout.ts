import { formatMoney, formatMoneyReais, formatQuantity } from '@brasa/domain';
import type { ScheduledDay } from './scheduled-groups';
import { scheduledAt } from './scheduled-groups';

const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const time = (date: Date | null) =>
  date ? `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}` : '';

/** A receipt-width page (80 mm) with each day's orders and their items, for the browser's print. */
export function scheduledPrintHtml(title: string, days: readonly ScheduledDay[]): string {
  const body = days
    .filter((day) => day.orders.length > 0)
    .map((day) => {
      const orders = day.orders
        .map((order) => {
          const items = (order.iFoodOrder.items ?? [])
            .map((item) => `<div>${escape(formatQuantity(Number(item.quantity ?? 0)))} x ${escape(item.name)}</div>`)
            .join('');
          const who = order.pessoaCliente?.nome ?? order.iFoodOrder.customer?.name ?? '';
          return `<div class="o"><b>${escape(time(scheduledAt(order)))} #${escape(order.sequencial ?? order.id)}</b> ${escape(who)}${items}<div class="r">${escape(formatMoneyReais(order.totalPedido ?? 0))}</div></div>`;
        })
        .join('');
      return `<h2>${escape(day.label)} (${day.orders.length}) ${escape(formatMoney(day.total))}</h2>${orders}`;
    })
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{font-family:monospace;font-size:12px;width:72mm;margin:0 auto}h1{font-size:14px}h2{font-size:13px;border-bottom:1px dashed #000}
.o{margin:4px 0;border-bottom:1px dotted #999}.r{text-align:right}</style></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
}
