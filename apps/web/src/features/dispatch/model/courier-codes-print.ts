import { escapeHtml } from '../../../shared/print/escape-html';

export interface CourierCodeLabel {
  readonly name: string;
  readonly code: string;
  /** The EAN-13 drawn as SVG markup (bwip-js output). */
  readonly svg: string;
}

/** A receipt-width page with one label per courier: name, barcode and digits (doc 4 §2 'Códigos entregadores'). */
export function courierCodesPrintHtml(title: string, labels: readonly CourierCodeLabel[]): string {
  const body = labels
    .map(
      (label) => `<div class="c"><div class="n">${escapeHtml(label.name)}</div><div class="b">${label.svg}</div></div>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body{font-family:monospace;font-size:12px;width:72mm;margin:0 auto}.c{page-break-inside:avoid;margin:6px 0 10px;border-bottom:1px dashed #000;padding-bottom:6px;text-align:center}
.n{font-weight:bold;margin-bottom:4px}.b svg{width:60mm;height:auto}</style></head><body>${body}</body></html>`;
}
