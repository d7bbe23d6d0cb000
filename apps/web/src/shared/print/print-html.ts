/**
 * Prints an HTML page through a hidden frame (the browser's print dialog), then removes the frame. Used for
 * what we render ourselves: the scheduled-orders list, the courier settlement receipt, the courier codes.
 */
export function printHtml(html: string, testId = 'print-frame'): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('data-testid', testId);
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return void frame.remove();
  doc.open();
  doc.write(html);
  doc.close();
  win.focus();
  win.print();
  window.setTimeout(() => frame.remove(), 60_000);
}
