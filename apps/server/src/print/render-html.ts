import { layoutTicket, type Ticket } from './ticket';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One ticket as an HTML fragment: the same laid-out lines the printer gets, in a monospace column. */
export function ticketHtml(ticket: Ticket, columns: number): string {
  const lines = layoutTicket(ticket, columns).map((line) => {
    if (line.kind === 'qrcode') return `<div class="qrcode">[QR Code] ${escapeHtml(line.value)}</div>`;
    if (line.kind === 'barcode') return `<div class="barcode">||||| ${escapeHtml(line.value)} |||||</div>`;
    const classes = [line.bold ? 'b' : '', line.big ? 'big' : ''].filter(Boolean).join(' ');
    return `<div${classes ? ` class="${classes}"` : ''}>${escapeHtml(line.text) || '&nbsp;'}</div>`;
  });
  return `<section class="ticket" style="width:${columns}ch">${lines.join('')}</section>`;
}

/**
 * The page of /impressao-online.html (doc 1 §2 item 16, doc 4 §7): receipt-width tickets that open the browser's
 * print dialog once loaded. No script but the print call; the nonce comes with the page's CSP.
 */
export function onlinePrintPage(sections: string[], nonce: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Impressão</title>
<style>
  body { margin: 0; padding: 0 2mm; font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 12px; }
  .ticket { padding: 4mm 0; page-break-after: always; white-space: pre; }
  .ticket div { min-height: 1.2em; }
  .b { font-weight: bold; }
  .big { font-size: 200%; line-height: 1.1; }
  .barcode { text-align: center; letter-spacing: 1px; }
  .qrcode { text-align: center; white-space: normal; word-break: break-all; font-size: 9px; }
  @page { margin: 2mm; }
</style></head>
<body>${sections.join('\n')}
<script nonce="${nonce}">window.addEventListener('load', () => window.print());</script>
</body></html>`;
}
