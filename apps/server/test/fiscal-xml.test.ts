// @module-tag no-sql
/**
 * The NF-e/NFC-e document (layout 4.00): structure and formats the 4.00 schema fixes (checked here element by
 * element: the official XSD files are not vendored, see docs/history/architecture-notes.md), totals matching the order, the
 * enveloped RSA-SHA1 signature verified with xml-crypto, the NFC-e QR code v2 in its online and offline forms.
 */
import { XMLParser } from 'fast-xml-parser';
import { isValidAccessKey } from '@brasa/domain';
import { describe, expect, it } from 'vitest';
import { CertificateError, loadPfx } from '../src/providers/fiscal/certificate';
import { nfceQrCode, qrCodeHashMatches, withSupplement } from '../src/providers/fiscal/qrcode';
import { digestValueOf, signXml, verifyXmlSignature } from '../src/providers/fiscal/sign';
import { buildNFe, HOMOLOGATION_FIRST_ITEM, HOMOLOGATION_NAME } from '../src/providers/fiscal/xml';
import { nfceInput, testCertificate } from './fiscal-fixtures';

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, preserveOrder: true });

/** Child element names of the first element `name` found, in document order. */
function childrenOf(xml: string, name: string): string[] {
  const find = (nodes: Record<string, unknown>[]): Record<string, unknown>[] | null => {
    for (const node of nodes) {
      const key = Object.keys(node).find((k) => k !== ':@');
      if (!key || key === '#text') continue;
      if (key === name) return node[key] as Record<string, unknown>[];
      const inner = find(node[key] as Record<string, unknown>[]);
      if (inner) return inner;
    }
    return null;
  };
  const nodes = find(parser.parse(xml) as Record<string, unknown>[]) ?? [];
  return nodes.map((n) => Object.keys(n).find((k) => k !== ':@')!).filter((k) => k !== '#text');
}

const text = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);

/** Sequence order of the 4.00 schema (TNFe): each list is the element order; optional ones may be missing. */
const ORDER: Record<string, string[]> = {
  infNFe: [
    'ide',
    'emit',
    'avulsa',
    'dest',
    'retirada',
    'entrega',
    'autXML',
    'det',
    'total',
    'transp',
    'cobr',
    'pag',
    'infIntermed',
    'infAdic',
    'exporta',
    'compra',
    'cana',
    'infRespTec',
    'infSolicNFF',
  ],
  ide: [
    'cUF',
    'cNF',
    'natOp',
    'mod',
    'serie',
    'nNF',
    'dhEmi',
    'dhSaiEnt',
    'tpNF',
    'idDest',
    'cMunFG',
    'tpImp',
    'tpEmis',
    'cDV',
    'tpAmb',
    'finNFe',
    'indFinal',
    'indPres',
    'indIntermed',
    'procEmi',
    'verProc',
    'dhCont',
    'xJust',
    'NFref',
  ],
  emit: ['CNPJ', 'CPF', 'xNome', 'xFant', 'enderEmit', 'IE', 'IEST', 'IM', 'CNAE', 'CRT'],
  enderEmit: ['xLgr', 'nro', 'xCpl', 'xBairro', 'cMun', 'xMun', 'UF', 'CEP', 'cPais', 'xPais', 'fone'],
  prod: [
    'cProd',
    'cEAN',
    'cBarra',
    'xProd',
    'NCM',
    'NVE',
    'CEST',
    'indEscala',
    'CNPJFab',
    'cBenef',
    'EXTIPI',
    'CFOP',
    'uCom',
    'qCom',
    'vUnCom',
    'vProd',
    'cEANTrib',
    'cBarraTrib',
    'uTrib',
    'qTrib',
    'vUnTrib',
    'vFrete',
    'vSeg',
    'vDesc',
    'vOutro',
    'indTot',
  ],
  ICMSTot: [
    'vBC',
    'vICMS',
    'vICMSDeson',
    'vFCPUFDest',
    'vICMSUFDest',
    'vICMSUFRemet',
    'vFCP',
    'vBCST',
    'vST',
    'vFCPST',
    'vFCPSTRet',
    'qBCMono',
    'vICMSMono',
    'qBCMonoReten',
    'vICMSMonoReten',
    'qBCMonoRet',
    'vICMSMonoRet',
    'vProd',
    'vFrete',
    'vSeg',
    'vDesc',
    'vII',
    'vIPI',
    'vIPIDevol',
    'vPIS',
    'vCOFINS',
    'vOutro',
    'vNF',
    'vTotTrib',
  ],
  detPag: ['indPag', 'tPag', 'xPag', 'vPag', 'dPag', 'CNPJPag', 'UFPag', 'card'],
};
const REQUIRED: Record<string, string[]> = {
  ide: [
    'cUF',
    'cNF',
    'natOp',
    'mod',
    'serie',
    'nNF',
    'dhEmi',
    'tpNF',
    'idDest',
    'cMunFG',
    'tpImp',
    'tpEmis',
    'cDV',
    'tpAmb',
    'finNFe',
    'indFinal',
    'indPres',
    'procEmi',
    'verProc',
  ],
  infNFe: ['ide', 'emit', 'det', 'total', 'transp', 'pag'],
  prod: [
    'cProd',
    'cEAN',
    'xProd',
    'NCM',
    'CFOP',
    'uCom',
    'qCom',
    'vUnCom',
    'vProd',
    'cEANTrib',
    'uTrib',
    'qTrib',
    'vUnTrib',
    'indTot',
  ],
};

function expectSchemaOrder(xml: string) {
  for (const [parent, order] of Object.entries(ORDER)) {
    const children = childrenOf(xml, parent);
    const positions = children.map((c) => order.indexOf(c));
    expect(positions, `${parent}: ${children.join(',')}`).not.toContain(-1);
    expect(
      [...positions].sort((a, b) => a - b),
      `${parent} in schema order`,
    ).toEqual(positions);
    for (const needed of REQUIRED[parent] ?? []) expect(children, `${parent} needs ${needed}`).toContain(needed);
  }
}

const MONEY = /^(0|[1-9]\d{0,12})\.\d{2}$/;

describe('NFC-e document', () => {
  const built = buildNFe(nfceInput());

  it('carries a valid access key in the Id, cDV and the header', () => {
    expect(isValidAccessKey(built.chave)).toBe(true);
    expect(built.xml).toContain(`Id="NFe${built.chave}"`);
    expect(text(built.xml, 'cDV')[0]).toBe(built.chave[43]);
    expect(built.chave.slice(2, 6)).toBe('2611');
    expect(text(built.xml, 'dhEmi')[0]).toBe('2026-11-24T12:30:00-03:00');
  });

  it('follows the schema order and formats', () => {
    expectSchemaOrder(built.xml);
    for (const tag of ['vProd', 'vDesc', 'vOutro', 'vNF', 'vPag', 'vBC', 'vICMS']) {
      for (const value of text(built.xml, tag)) expect(value, tag).toMatch(MONEY);
    }
    for (const value of text(built.xml, 'NCM')) expect(value).toMatch(/^\d{8}$/);
    for (const value of text(built.xml, 'CFOP')) expect(value).toMatch(/^[1-7]\d{3}$/);
    for (const value of text(built.xml, 'qCom')) expect(value).toMatch(/^\d{1,11}\.\d{4}$/);
    for (const value of text(built.xml, 'vUnCom')) expect(value).toMatch(/^\d{1,11}(\.\d{1,10})?$/);
    expect(text(built.xml, 'cEAN')).toEqual(['SEM GTIN', '7894900011517']);
    expect(built.xml).toContain('Refrigerante lata &amp; gelo');
  });

  it('totals match the order to the cent and the payments', () => {
    // Lines 159.80 + (21.00 − 1.00), order discount 5.00, fees 15.98 → 190.78.
    expect(built.vNFCents).toBe(15980 + 2000 - 500 + 1598);
    expect(text(built.xml, 'vNF')).toEqual(['190.78']);
    const itemDiscounts = text(built.xml, 'vDesc')
      .slice(0, -1)
      .reduce((s, v) => s + Math.round(Number(v) * 100), 0);
    expect(itemDiscounts).toBe(600);
    const payments = text(built.xml, 'vPag').reduce((s, v) => s + Math.round(Number(v) * 100), 0);
    expect(payments).toBe(built.vNFCents);
  });

  it('in homologation, the first item says so (NFC-e rule)', () => {
    expect(text(built.xml, 'xProd')[0]).toBe(HOMOLOGATION_FIRST_ITEM);
    const production = buildNFe(nfceInput({ tpAmb: 1 }));
    expect(text(production.xml, 'xProd')[0]).toBe('Picanha na brasa');
  });

  it('contingency carries tpEmis 9, dhCont and xJust in the key and the header', () => {
    const offline = buildNFe(
      nfceInput({
        tpEmis: 9,
        contingencia: { dhCont: new Date('2026-11-24T15:29:00Z'), xJust: 'SEFAZ sem resposta ao autorizar a NFC-e' },
      }),
    );
    expect(offline.chave[34]).toBe('9');
    expect(text(offline.xml, 'tpEmis')).toEqual(['9']);
    expect(text(offline.xml, 'dhCont')).toEqual(['2026-11-24T12:29:00-03:00']);
    expectSchemaOrder(offline.xml);
  });
});

describe('NF-e (model 55) recipient', () => {
  it('writes CNPJ for 14 characters and the homologation name', () => {
    const built = buildNFe(
      nfceInput({ modelo: '55', destinatario: { cpfCnpj: '11444777000161', nome: 'CLIENTE SA', tipo: 'J' } }),
    );
    expect(built.chave.slice(20, 22)).toBe('55');
    expect(childrenOf(built.xml, 'dest')).toEqual(['CNPJ', 'xNome', 'indIEDest']);
    expect(text(built.xml, 'xNome')[1]).toBe(HOMOLOGATION_NAME);
    expect(text(built.xml, 'tpImp')).toEqual(['1']);
    const person = buildNFe(
      nfceInput({ modelo: '55', tpAmb: 1, destinatario: { cpfCnpj: '52998224725', nome: 'MARIA', tipo: 'F' } }),
    );
    expect(childrenOf(person.xml, 'dest')).toEqual(['CPF', 'xNome', 'indIEDest']);
    expectSchemaOrder(person.xml);
  });
});

describe('signature', () => {
  const { cert } = testCertificate();
  const built = buildNFe(nfceInput());
  const signed = signXml(built.xml, 'infNFe', cert);

  it('is enveloped, RSA-SHA1 over C14N, references #NFe{chave} and verifies with the certificate', () => {
    const check = verifyXmlSignature(signed, 'infNFe');
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
    expect(check.referenceId).toBe(`NFe${built.chave}`);
    expect(check.certBase64).toBe(cert.certBase64);
    expect(childrenOf(signed, 'NFe')).toEqual(['infNFe', 'Signature']);
    expect(signed).toContain('<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>');
  });

  it('fails when the signed content changes', () => {
    expect(verifyXmlSignature(signed.replace('<vNF>190.78</vNF>', '<vNF>1.00</vNF>'), 'infNFe').valid).toBe(false);
    expect(verifyXmlSignature(built.xml, 'infNFe').valid).toBe(false);
  });

  it('stays valid once infNFeSupl is placed before the Signature', () => {
    const qr = nfceQrCode({
      chave: built.chave,
      tpAmb: 2,
      idCsc: '000001',
      csc: 'CSC-TESTE',
      urlQrCode: 'https://q.example/qrcode',
    });
    const full = withSupplement(signed, qr, 'https://q.example/consulta');
    expect(childrenOf(full, 'NFe')).toEqual(['infNFe', 'infNFeSupl', 'Signature']);
    expect(verifyXmlSignature(full, 'infNFe').valid).toBe(true);
  });

  it('reads the pfx back and refuses a wrong password', () => {
    const { pfx } = testCertificate();
    expect(loadPfx(pfx, 'teste').certPem).toBe(cert.certPem);
    expect(() => loadPfx(pfx, 'errada')).toThrow(CertificateError);
  });
});

describe('NFC-e QR code v2', () => {
  const chave = buildNFe(nfceInput()).chave;

  it('online: chave|2|tpAmb|idCSC|hash with the CSC hash', () => {
    const qr = nfceQrCode({
      chave,
      tpAmb: 2,
      idCsc: '000001',
      csc: 'ABCDEF123',
      urlQrCode: 'https://q.example/qrcode',
    });
    const p = qr.split('?p=')[1]!.split('|');
    expect(p.slice(0, 4)).toEqual([chave, '2', '2', '1']);
    expect(p[4]).toMatch(/^[0-9A-F]{40}$/);
    expect(qrCodeHashMatches(qr, 'ABCDEF123')).toBe(true);
    expect(qrCodeHashMatches(qr, 'OUTRO')).toBe(false);
  });

  it('offline: adds the day, vNF and the hex of the digest value', () => {
    const { cert } = testCertificate();
    const built = buildNFe(
      nfceInput({ tpEmis: 9, contingencia: { dhCont: new Date(), xJust: 'SEFAZ indisponível no momento da venda' } }),
    );
    const digest = digestValueOf(signXml(built.xml, 'infNFe', cert))!;
    const qr = nfceQrCode({
      chave: built.chave,
      tpAmb: 2,
      idCsc: '2',
      csc: 'ABCDEF123',
      urlQrCode: 'https://q.example/qrcode?',
      offline: { dhEmi: '2026-11-24T12:30:00-03:00', vNFCents: built.vNFCents, digestValue: digest },
    });
    const p = qr.split('?p=')[1]!.split('|');
    expect(p.slice(0, 5)).toEqual([built.chave, '2', '2', '24', '190.78']);
    expect(Buffer.from(p[5]!, 'hex').toString()).toBe(digest);
    expect(p[6]).toBe('2');
    expect(qrCodeHashMatches(qr, 'ABCDEF123')).toBe(true);
  });
});
