/**
 * A ticket is pure data (no printer, no HTML): the tickets module builds it from an order, and it is rendered
 * three ways from the same layout: ESC/POS bytes (render-escpos.ts), plain text kept on the print row for
 * 'Visualizar', and HTML for the browser's print dialog (render-html.ts).
 */
export type TicketAlign = 'left' | 'center' | 'right';

export type TicketBlock =
  /** `pre`: spaces kept as given (a card-terminal receipt), lines only cut at the paper's width. */
  | { kind: 'text'; text: string; align?: TicketAlign; bold?: boolean; big?: boolean; pre?: boolean }
  /** A label on the left and a value flush right (totals, payments). */
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'blank' }
  /** Code 128 of the value, with the value printed below it. */
  | { kind: 'barcode'; value: string }
  /** A QR code of the value (the NFC-e's consultation URL): ESC/POS GS ( k, model 2. */
  | { kind: 'qrcode'; value: string };

export interface Ticket {
  blocks: TicketBlock[];
}

/** One printed line of a ticket laid out for a paper width. */
export type TicketLine =
  | { kind: 'text'; text: string; bold: boolean; big: boolean }
  | { kind: 'barcode'; value: string }
  | { kind: 'qrcode'; value: string };

/** Paper width in mm → characters per line of the normal font (58 mm: 32, 80 mm: 48). */
export function columnsForWidth(widthMm: number): number {
  return widthMm <= 58 ? 32 : 48;
}

/** Joins words that wrap as one (an amount 'R$ 6,00'); printed as a plain space. */
export const NO_BREAK_SPACE = '\u00a0';

/**
 * Words wrapped to `width` characters, each line keeping the paragraph's indentation; a longer word is cut.
 * Words joined by NO_BREAK_SPACE move to the next line together and come out joined by a space.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, '').split('\n')) {
    const indent = (/^ */.exec(paragraph)?.[0] ?? '').slice(0, Math.floor(width / 2));
    const room = width - indent.length;
    let line = '';
    const push = (l: string) => lines.push(indent + l);
    for (let word of paragraph.split(/[^\S\u00a0]+/).filter(Boolean)) {
      while (word.length > room) {
        if (line) push(line);
        push(word.slice(0, room));
        word = word.slice(room);
        line = '';
      }
      if (!word) continue;
      if (!line) line = word;
      else if (line.length + 1 + word.length <= room) line += ` ${word}`;
      else {
        push(line);
        line = word;
      }
    }
    lines.push(line ? indent + line : '');
  }
  return lines.map((l) => l.replaceAll(NO_BREAK_SPACE, ' '));
}

function cutText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (let rest = text.trimEnd(); ; rest = rest.slice(width)) {
    lines.push(rest.slice(0, width));
    if (rest.length <= width) return lines;
  }
}

function aligned(text: string, width: number, align: TicketAlign): string {
  const gap = Math.max(0, width - text.length);
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text;
  return text;
}

/** Lays a ticket out for `columns` characters: big text (double width) gets half as many per line. */
export function layoutTicket(ticket: Ticket, columns: number): TicketLine[] {
  const out: TicketLine[] = [];
  for (const block of ticket.blocks) {
    switch (block.kind) {
      case 'text': {
        const big = block.big === true;
        const width = big ? Math.floor(columns / 2) : columns;
        const lines = block.pre ? cutText(block.text, width) : wrapText(block.text, width);
        for (const line of lines) {
          out.push({ kind: 'text', text: aligned(line, width, block.align ?? 'left'), bold: block.bold === true, big });
        }
        break;
      }
      case 'pair': {
        // The amount never wraps: the label takes the whole width and only its last line leaves room for it.
        const right = block.right.slice(0, columns);
        const room = Math.max(1, columns - right.length - 1);
        const full = wrapText(block.left, columns);
        const last = full.pop() ?? '';
        const left = [...full, ...(last.length <= room ? [last] : wrapText(last, room))];
        left.forEach((l, i) => {
          const text = i === left.length - 1 ? l.padEnd(room) + ' ' + right : l;
          out.push({ kind: 'text', text, bold: block.bold === true, big: false });
        });
        break;
      }
      case 'rule':
        out.push({ kind: 'text', text: '-'.repeat(columns), bold: false, big: false });
        break;
      case 'blank':
        out.push({ kind: 'text', text: '', bold: false, big: false });
        break;
      case 'barcode':
        out.push({ kind: 'barcode', value: block.value });
        break;
      case 'qrcode':
        out.push({ kind: 'qrcode', value: block.value });
        break;
    }
  }
  return out;
}

/** The ticket as plain text (kept on the print row: what 'Visualizar' shows). */
export function ticketText(ticket: Ticket, columns: number): string {
  return layoutTicket(ticket, columns)
    .map((line) =>
      line.kind === 'barcode'
        ? `|| ${line.value} ||`
        : line.kind === 'qrcode'
          ? `[QR Code] ${line.value}`
          : line.text.trimEnd(),
    )
    .join('\n');
}
