// @module-tag no-sql
/**
 * Every XML the product builds, validated against SEFAZ's official schemas (PL_009_V4) by a real XSD validator
 * (issue 29): the NFC-e normal and offline with its infNFeSupl, the NF-e with a recipient, the cancellation
 * 110111, the cancellation by substitution 110112 and the voiding request, each signed as it is sent. A
 * document the schema refuses fails with the validator's messages; a broken copy proves the validator looks.
 */
import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../src/providers/fiscal/endpoints';
import { buildCancelEvent, buildSubstitutionCancelEvent, buildVoidRequest } from '../src/providers/fiscal/events';
import { nfceQrCode, withSupplement } from '../src/providers/fiscal/qrcode';
import { digestValueOf, signXml } from '../src/providers/fiscal/sign';
import { buildNFe, formatDateTimeOffset, type NFeInput } from '../src/providers/fiscal/xml';
import { localYear } from '../src/modules/fiscal/service';
import { nfceInput, testCertificate, TEST_ISSUER } from './fiscal-fixtures';
import { schemaErrors } from './sefaz-schema';

const { cert } = testCertificate();
const SP_QR = endpointsFor('SP', '65', 'homologacao')!.qrCode!;
const SP_URL_CHAVE = endpointsFor('SP', '65', 'homologacao')!.urlChave!;

function signedNfce(input: NFeInput): { chave: string; xml: string } {
  const built = buildNFe(input);
  const signed = signXml(built.xml, 'infNFe', cert);
  const qr = nfceQrCode({
    chave: built.chave,
    tpAmb: input.tpAmb,
    idCsc: '000001',
    csc: 'CSC-DE-TESTE-0123456789',
    urlQrCode: SP_QR,
    offline:
      input.tpEmis === 9
        ? { dhEmi: formatDateTimeOffset(input.dhEmi), vNFCents: built.vNFCents, digestValue: digestValueOf(signed)! }
        : null,
  });
  return { chave: built.chave, xml: withSupplement(signed, qr, SP_URL_CHAVE) };
}

describe('SEFAZ schemas (PL_009_V4)', () => {
  it('NFC-e (65), normal emission, signed with infNFeSupl', async () => {
    expect(await schemaErrors(signedNfce(nfceInput()).xml, 'nfe_v4.00.xsd')).toEqual([]);
  });

  it('NFC-e offline (tpEmis 9, dhCont, xJust)', async () => {
    const offline = signedNfce(
      nfceInput({
        tpEmis: 9,
        contingencia: { dhCont: new Date('2026-11-24T15:29:00Z'), xJust: 'SEFAZ indisponivel no momento da emissao' },
      }),
    );
    expect(await schemaErrors(offline.xml, 'nfe_v4.00.xsd')).toEqual([]);
  });

  it('NF-e (55) with a company and with a person as recipient, in production', async () => {
    for (const destinatario of [
      { cpfCnpj: '11444777000161', nome: 'ACME COMERCIO LTDA', tipo: 'J' as const },
      { cpfCnpj: '52998224725', nome: 'MARIA DA SILVA', tipo: 'F' as const },
    ]) {
      const built = buildNFe(nfceInput({ modelo: '55', tpAmb: 1, destinatario }));
      expect(await schemaErrors(signXml(built.xml, 'infNFe', cert), 'nfe_v4.00.xsd')).toEqual([]);
    }
  });

  it('the cancellation event 110111 and the cancellation by substitution 110112', async () => {
    const { chave } = signedNfce(nfceInput());
    const twin = signedNfce(
      nfceInput({ numero: 43, tpEmis: 9, contingencia: { dhCont: new Date(), xJust: 'x'.repeat(20) } }),
    );
    const base = { chave, cnpj: TEST_ISSUER.cnpj, tpAmb: 2 as const, nProt: '135260000012345', dhEvento: new Date() };
    const cancel = signXml(
      buildCancelEvent({ ...base, xJust: 'Pedido cancelado a pedido do cliente' }),
      'infEvento',
      cert,
    );
    expect(await schemaErrors(cancel, 'eventoCancNFe_v1.00.xsd')).toEqual([]);
    const substitution = signXml(
      buildSubstitutionCancelEvent({
        ...base,
        chNFeRef: twin.chave,
        xJust: 'NFC-e substituida pela emitida em contingencia',
      }),
      'infEvento',
      cert,
    );
    expect(await schemaErrors(substitution, 'eventoCancSubst_v1.00.xsd')).toEqual([]);
  });

  it('the voiding request', async () => {
    const request = signXml(
      buildVoidRequest({
        uf: 'SP',
        cnpj: TEST_ISSUER.cnpj,
        tpAmb: 2,
        modelo: '65',
        serie: 1,
        first: 42,
        last: 42,
        year: 2026,
        xJust: 'Numero nao utilizado: documento rejeitado pela SEFAZ',
      }),
      'infInut',
      cert,
    );
    expect(await schemaErrors(request, 'inutNFe_v4.00.xsd')).toEqual([]);
  });

  it('the validator refuses what the schema refuses (an element out of order, a short justification)', async () => {
    const valid = signedNfce(nfceInput()).xml;
    const broken = valid.replace(/<mod>65<\/mod>(<serie>\d+<\/serie>)/, '$1<mod>65</mod>');
    expect(await schemaErrors(broken, 'nfe_v4.00.xsd')).not.toEqual([]);
    const { chave } = signedNfce(nfceInput());
    const short = buildCancelEvent({
      chave,
      cnpj: TEST_ISSUER.cnpj,
      tpAmb: 2,
      nProt: '135260000012345',
      dhEvento: new Date(),
      xJust: 'curta',
    });
    expect((await schemaErrors(signXml(short, 'infEvento', cert), 'eventoCancNFe_v1.00.xsd')).join(' ')).toMatch(
      /xJust/,
    );
  });
});

describe('the voiding year', () => {
  it('is the issuer’s local year, not UTC’s', () => {
    // 31/12/2026 22:30 in Brasília is already 2027 in UTC.
    const night = new Date('2027-01-01T01:30:00Z');
    expect(night.getUTCFullYear()).toBe(2027);
    expect(localYear(night, '-03:00')).toBe(2026);
    expect(localYear(new Date('2027-01-01T03:30:00Z'), '-03:00')).toBe(2027);
  });
});
