import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { qrModuleSize } from './qr-size';
import { layoutTicket, type Ticket } from './ticket';

/** The code pages a printer may be set to (local_impressao.pagina_codigo): each has the Portuguese accents. */
export const PRINTER_CODEPAGES = ['cp860', 'cp850', 'windows1252'] as const;
export type PrinterCodepage = (typeof PRINTER_CODEPAGES)[number];

export function isPrinterCodepage(value: string): value is PrinterCodepage {
  return (PRINTER_CODEPAGES as readonly string[]).includes(value);
}

/**
 * ESC/POS bytes of a ticket, through @point-of-sale/receipt-printer-encoder (Epson code page numbering, which
 * most ESC/POS printers follow): initialize, the printer's code page, one line per laid-out line (big text in
 * double width and height), Code 128 barcodes, feed and cut.
 */
export function renderEscPos(ticket: Ticket, options: { columns: number; codepage: PrinterCodepage }): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: options.columns,
    codepageMapping: 'epson',
  });
  encoder.initialize().codepage(options.codepage);
  for (const line of layoutTicket(ticket, options.columns)) {
    if (line.kind === 'barcode') {
      // An order's code is an EAN-13 (13 digits, what the dispatch input reads); anything else Code 128.
      const symbology = /^\d{13}$/.test(line.value) ? 'ean13' : 'code128';
      encoder.align('center').barcode(line.value, symbology, { height: 60, text: 'below' }).align('left');
      continue;
    }
    if (line.kind === 'qrcode') {
      // GS ( k: model 2, error correction M (the DANFE NFC-e manual's minimum), the module size that prints it at
      // least 25 mm wide at 203 dpi for the payload's QR version.
      encoder
        .align('center')
        .qrcode(line.value, { model: 2, size: qrModuleSize(line.value), errorlevel: 'm' })
        .align('left');
      continue;
    }
    if (line.bold) encoder.bold(true);
    if (line.big) encoder.size(2, 2);
    encoder.line(line.text);
    if (line.big) encoder.size(1, 1);
    if (line.bold) encoder.bold(false);
  }
  return encoder.newline(3).cut('partial').encode();
}
