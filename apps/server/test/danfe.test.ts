// @module-tag no-sql
/**
 * The DANFE's print rules (issue 29): the NFC-e item header fits 32 columns of 58 mm paper; the QR code prints at
 * least 25 mm wide at 203 dpi whatever its payload's QR version; the NF-e DANFE carries the access key as a Code
 * 128 set C barcode and the NCM, O/CST (or O/CSOSN) and CFOP columns; a cancelled document says so on paper.
 */
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../src/providers/fiscal/endpoints';
import { accessKeyBarcodeSvg, danfeNfceTicket, danfeNfeDocument, type DanfeSource } from '../src/modules/fiscal/danfe';
import { nfceQrCode, withSupplement } from '../src/providers/fiscal/qrcode';
import { signXml } from '../src/providers/fiscal/sign';
import { buildNFe } from '../src/providers/fiscal/xml';
import { QR_MIN_DOTS, qrModules, qrModuleSize, qrVersion } from '../src/print/qr-size';
import { renderEscPos } from '../src/print/render-escpos';
import { layoutTicket } from '../src/print/ticket';
import { nfceInput, testCertificate } from './fiscal-fixtures';

const { cert } = testCertificate();
const SP_QR = endpointsFor('SP', '65', 'homologacao')!.qrCode!;

function source(over: Partial<DanfeSource> & { modelo?: '55' | '65' } = {}): DanfeSource {
  const modelo = over.modelo ?? '65';
  const built = buildNFe(nfceInput({ modelo }));
  const qrCode =
    modelo === '65'
      ? nfceQrCode({ chave: built.chave, tpAmb: 2, idCsc: '000001', csc: 'CSC-TESTE-123456', urlQrCode: SP_QR })
      : null;
  const signed = signXml(built.xml, 'infNFe', cert);
  return {
    id: 1,
    modelo,
    serie: 1,
    numero: 42,
    chave: built.chave,
    tpEmis: 1,
    tpAmb: 2,
    status: 'AUTORIZADA',
    xml: qrCode ? withSupplement(signed, qrCode, endpointsFor('SP', '65', 'homologacao')!.urlChave!) : signed,
    qrCode,
    urlChave: endpointsFor('SP', '65', 'homologacao')!.urlChave!,
    nProt: '135260000012345',
    autorizadaEm: new Date('2026-11-24T15:31:00Z'),
    dhEmi: new Date('2026-11-24T15:30:00Z'),
    destNome: null,
    destCpfCnpj: null,
    ...over,
  };
}

const textLines = (note: DanfeSource, columns: number) =>
  layoutTicket(danfeNfceTicket(note), columns).flatMap((l) => (l.kind === 'text' ? [l.text] : []));

describe('DANFE NFC-e on 58 mm paper (32 columns)', () => {
  it('the item header fits: “Código Descrição” whole, then the amounts', () => {
    const lines = textLines(source(), 32);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
    expect(lines).toContain('Código Descrição');
    expect(lines.map((l) => l.trim())).toContain('Qtde UN x Vl Unit = Vl Total');
    expect(lines.some((l) => /Cód\s*$/.test(l) || /^\s*igo/.test(l))).toBe(false);
  });

  it('a cancelled NFC-e prints NFC-e CANCELADA with the cancellation protocol', () => {
    const lines = textLines(source({ status: 'CANCELADA', cancelamentoProt: '135260000099999' }), 32);
    expect(lines.filter((l) => l.trim() === 'NFC-e CANCELADA')).toHaveLength(2);
    expect(lines.join('\n')).toMatch(/Protocolo de\s+cancelamento:\s+135260000099999/);
    expect(textLines(source(), 32).join('\n')).not.toContain('CANCELADA');
  });
});

describe('QR code size', () => {
  it('the version follows the payload, as the QR encoder counts it (bwip-js, level M)', () => {
    for (const length of [10, 14, 15, 100, 150, 152, 153, 250, 400]) {
      const payload = 'x'.repeat(length);
      const [symbol] = bwipjs.raw('qrcode', payload, 'eclevel=M') as { pixx: number }[];
      expect(qrModules(qrVersion(payload)), `${length} bytes`).toBe(symbol!.pixx);
    }
  });

  it('an NFC-e QR (online and offline payloads) prints at least 25 mm wide at 203 dpi', () => {
    const online = source().qrCode!;
    const offline = `${online.split('|')[0]}|2|2|24|90.78|${'ab'.repeat(28)}|1|${'F'.repeat(40)}`;
    for (const payload of [online, offline]) {
      const dots = qrModuleSize(payload) * qrModules(qrVersion(payload));
      expect(dots).toBeGreaterThanOrEqual(QR_MIN_DOTS);
      expect((dots / 203) * 25.4).toBeGreaterThanOrEqual(25);
    }
    // The fixed module size 4 printed a shorter state URL's payload (version 8, 49 modules) under 25 mm.
    const short = `https://nfce.example.gov.br/qrcode?p=${online.split('?p=')[1]}`;
    expect(qrVersion(short)).toBe(8);
    expect(4 * qrModules(qrVersion(short))).toBeLessThan(QR_MIN_DOTS);
    expect(qrModuleSize(short) * qrModules(qrVersion(short))).toBeGreaterThanOrEqual(QR_MIN_DOTS);
  });

  it('the ESC/POS ticket sets that module size (GS ( k … 49 67 n)', () => {
    const note = source();
    const bytes = renderEscPos(danfeNfceTicket(note), { columns: 32, codepage: 'cp860' });
    const size = [0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43];
    const at = bytes.findIndex((_, i) => size.every((b, j) => bytes[i + j] === b));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(bytes[at + size.length]).toBe(qrModuleSize(note.qrCode!));
  });
});

describe('DANFE NF-e (A4)', () => {
  it('the access key is a Code 128 set C barcode: start C, 22 digit pairs, check and stop', () => {
    const note = source({ modelo: '55' });
    const [symbol] = bwipjs.raw('code128', note.chave, '') as { sbs: number[] }[];
    expect(symbol!.sbs.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]); // Start C
    expect(symbol!.sbs).toHaveLength(6 + 22 * 6 + 6 + 7);
    expect(accessKeyBarcodeSvg(note.chave)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const doc = JSON.stringify(danfeNfeDocument(note));
    expect(doc).toContain('"svg":"<svg');
    expect(() => accessKeyBarcodeSvg('123')).toThrow();
  });

  it('the items carry NCM/SH, O/CSOSN (Simples Nacional) and CFOP', () => {
    const doc = JSON.stringify(danfeNfeDocument(source({ modelo: '55' })));
    for (const header of ['NCM/SH', 'O/CSOSN', 'CFOP']) expect(doc).toContain(`"text":"${header}"`);
    // nfceInput's items: NCM 21069090, CFOP 5102, origin 0 + CSOSN 102; NCM 22021000, CFOP 5405, 0 + 500.
    for (const value of ['21069090', '5102', '0102', '22021000', '5405', '0500']) {
      expect(doc).toContain(`"text":"${value}"`);
    }
  });

  it('a cancelled NF-e says NF-e CANCELADA with the cancellation protocol', () => {
    const doc = JSON.stringify(danfeNfeDocument(source({ modelo: '55', status: 'CANCELADA', cancelamentoProt: '77' })));
    expect(doc).toContain('NF-e CANCELADA - Protocolo de cancelamento: 77');
  });
});
