// @module-tag no-sql
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTER_CODEPAGES, renderEscPos } from '../src/print/render-escpos';
import { columnsForWidth, layoutTicket, ticketText, type Ticket } from '../src/print/ticket';
import { createTcpPrinterClient, startVirtualPrinter, type VirtualPrinter } from '../src/providers/printer';

const ticket: Ticket = {
  blocks: [
    { kind: 'text', text: 'Brasa Matriz', align: 'center', bold: true },
    { kind: 'text', text: '2x Pão de queijo', big: true, bold: true },
    { kind: 'text', text: '  Obs.: Feijão à parte, sem cebola' },
    { kind: 'pair', left: '1x Açaí 500 ml', right: 'R$ 1.234,56' },
    { kind: 'rule' },
    { kind: 'barcode', value: '4711' },
  ],
};

let printer: VirtualPrinter;
beforeAll(async () => {
  printer = await startVirtualPrinter({ port: 0 });
});
afterAll(() => printer.close());

describe('ESC/POS encoding and the virtual printer', () => {
  it.each(PRINTER_CODEPAGES)('what the real client sends in %s comes back with its accents', async (codepage) => {
    printer.clear();
    const bytes = renderEscPos(ticket, { columns: 48, codepage });
    // Accented letters are single code-page bytes, not UTF-8 sequences.
    expect(Buffer.from(bytes).includes(Buffer.from('Pão', 'utf8'))).toBe(false);
    await createTcpPrinterClient({ connectMs: 2000, writeMs: 2000 }).send(
      { host: printer.host, port: printer.port },
      bytes,
    );
    const [received] = await printer.waitForTickets(1);
    expect(received!.text).toContain('2x Pão de queijo');
    expect(received!.text).toContain('Obs.: Feijão à parte, sem cebola');
    expect(received!.text).toMatch(/1x Açaí 500 ml +R\$ 1\.234,56/);
    expect(received!.text).toContain('|| 4711 ||');
    // Commands are stripped: no ESC/GS bytes left in the text.
    expect([...received!.text].some((c) => ['\u001b', '\u001d', '\u001c'].includes(c))).toBe(false);
  });

  it('a failed connection is an error (a failed attempt), not a silent success', async () => {
    const off = await startVirtualPrinter({ port: 0 });
    await off.unplug();
    const client = createTcpPrinterClient({ connectMs: 2000, writeMs: 2000 });
    await expect(client.send({ host: off.host, port: off.port }, new Uint8Array([0x41]))).rejects.toThrow(
      /indisponível/,
    );
    await off.plugIn();
    await client.send({ host: off.host, port: off.port }, new Uint8Array([0x41, 0x0a]));
    expect((await off.waitForTickets(1))[0]!.text).toBe('A\n');
    await off.close();
  });

  it('lays a ticket out in 32 columns on 58 mm paper and 48 on 80 mm, big text at half', () => {
    expect(columnsForWidth(58)).toBe(32);
    expect(columnsForWidth(80)).toBe(48);
    for (const columns of [32, 48]) {
      const lines = layoutTicket(ticket, columns);
      for (const line of lines) {
        if (line.kind === 'text') expect(line.text.length).toBeLessThanOrEqual(line.big ? columns / 2 : columns);
      }
      expect(ticketText(ticket, columns).split('\n')).toContain('-'.repeat(columns));
    }
  });
});
