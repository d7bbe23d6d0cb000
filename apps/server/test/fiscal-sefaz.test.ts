// @module-tag no-sql
/**
 * The SEFAZ client against the SEFAZ sandbox (same SOAP services, loopback): authorization with a protocol,
 * rejections with their codes and messages, a lost answer found again by the protocol query, 204 for a resent
 * key, 539 for a number resent with another key, 108, cancellation 110111 and number voiding.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCancelEvent, buildVoidRequest } from '../src/providers/fiscal/events';
import { sandboxEndpoints } from '../src/providers/fiscal/endpoints';
import { nfceQrCode, withSupplement } from '../src/providers/fiscal/qrcode';
import { signXml } from '../src/providers/fiscal/sign';
import { buildNFe, type NFeInput } from '../src/providers/fiscal/xml';
import {
  createSefazClient,
  FiscalNoAnswerError,
  FISCAL_SANDBOX_PREFIX,
  type FiscalTarget,
} from '../src/providers/fiscal';
import { sharedSandboxServer } from '../src/sandbox';
import { nfceInput, TEST_ISSUER, testCertificate } from './fiscal-fixtures';

const client = createSefazClient({ timeoutMs: 10_000 });
let target: FiscalTarget;
let base: string;
const CSC = { id: '000001', token: 'CSC-SANDBOX-TESTE' };

/** Each test issues with its own CNPJ so the shared sandbox's state stays apart. */
function issuer(seed: number) {
  const root = String(10_000_000 + seed).padStart(8, '0') + '0001';
  // Check digits of the CNPJ do not matter to the sandbox; the key's own digit does.
  return { ...TEST_ISSUER, cnpj: `${root}91` };
}

function signedNfce(overrides: Partial<NFeInput>, csc = CSC) {
  const { cert } = testCertificate();
  const built = buildNFe(nfceInput(overrides));
  const signed = signXml(built.xml, 'infNFe', cert);
  const qr = nfceQrCode({ chave: built.chave, tpAmb: 2, idCsc: csc.id, csc: csc.token, urlQrCode: `${base}/qrcode` });
  return { ...built, signed: withSupplement(signed, qr, `${base}/consulta`) };
}

async function control(cnpj: string, body: Record<string, unknown>) {
  await fetch(`${base}/controle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cnpj, ...body }),
  });
}

beforeAll(async () => {
  const sandbox = await sharedSandboxServer();
  base = `${sandbox.url}${FISCAL_SANDBOX_PREFIX}`;
  target = { services: sandboxEndpoints(base).services, tpAmb: 2, cUF: '35' };
});

describe('SEFAZ sandbox through the real client', () => {
  it('answers the status service', async () => {
    expect(await client.status(target)).toMatchObject({ cStat: 107 });
  });

  it('authorizes a valid NFC-e with a protocol (cStat 100) and finds it by key', async () => {
    const emitente = issuer(1);
    await control(emitente.cnpj, { csc: CSC });
    const doc = signedNfce({ emitente });
    const answer = await client.authorize(target, doc.signed, '1');
    expect(answer.cStat).toBe(104);
    expect(answer.protocol).toMatchObject({ chNFe: doc.chave, cStat: 100, xMotivo: 'Autorizado o uso da NF-e' });
    expect(answer.protocol?.nProt).toMatch(/^\d{15}$/);
    expect(answer.protocol?.xml).toContain('<protNFe');
    const query = await client.queryProtocol(target, doc.chave);
    expect(query.cStat).toBe(100);
    expect(query.protocol?.nProt).toBe(answer.protocol?.nProt);
  });

  it('rejects a document whose signed content changed (297), a wrong key digit (236/502) and wrong totals', async () => {
    const emitente = issuer(2);
    const doc = signedNfce({ emitente });
    const tampered = doc.signed.replace('<vPag>100.00</vPag>', '<vPag>100.01</vPag>');
    expect((await client.authorize(target, tampered, '2')).protocol).toMatchObject({
      cStat: 297,
      xMotivo: 'Rejeição: Assinatura difere do calculado',
    });

    const { cert } = testCertificate();
    const built = buildNFe(nfceInput({ emitente, numero: 7 }));
    const wrongKey = built.chave.slice(0, 43) + String((Number(built.chave[43]) + 1) % 10);
    const badId = signXml(built.xml.replace(`NFe${built.chave}`, `NFe${wrongKey}`), 'infNFe', cert);
    const answer = await client.authorize(target, withSupplement(badId, 'x?p=1|2', 'y'), '3');
    expect(answer.protocol?.cStat).toBe(236);

    const unpaid = signedNfce({ emitente, numero: 8, pagamentos: [{ tPag: '01', valorCents: 100 }] });
    expect((await client.authorize(target, unpaid.signed, '4')).protocol).toMatchObject({ cStat: 865 });
  });

  it('refuses a QR code hashed with another CSC (464)', async () => {
    const emitente = issuer(3);
    await control(emitente.cnpj, { csc: CSC });
    const doc = signedNfce({ emitente }, { id: '000001', token: 'OUTRO-CSC' });
    expect((await client.authorize(target, doc.signed, '5')).protocol?.cStat).toBe(464);
  });

  it('a lost answer is found by the protocol query; resending the key answers 204 and another key for the number 539', async () => {
    const emitente = issuer(4);
    await control(emitente.cnpj, { respostas: ['PERDER_RESPOSTA'] });
    const doc = signedNfce({ emitente });
    const error = await client.authorize(target, doc.signed, '6').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FiscalNoAnswerError);
    expect((error as FiscalNoAnswerError).maybeReceived).toBe(true);
    const query = await client.queryProtocol(target, doc.chave);
    expect(query.cStat).toBe(100);
    expect((await client.authorize(target, doc.signed, '7')).protocol?.cStat).toBe(204);
    const regenerated = signedNfce({ emitente, cNF: '64823917' });
    const dup = await client.authorize(target, regenerated.signed, '8');
    expect(dup.protocol?.cStat).toBe(539);
    expect(dup.protocol?.xMotivo).toContain(doc.chave);
  });

  it('a key never received answers 217; an outage answers 108 or no answer at all', async () => {
    const emitente = issuer(5);
    const doc = signedNfce({ emitente });
    expect((await client.queryProtocol(target, doc.chave)).cStat).toBe(217);
    await control(emitente.cnpj, { respostas: ['108', 'SEM_RESPOSTA'] });
    expect(await client.authorize(target, doc.signed, '9')).toMatchObject({ cStat: 108, protocol: null });
    await expect(client.authorize(target, doc.signed, '10')).rejects.toBeInstanceOf(FiscalNoAnswerError);
    expect((await client.queryProtocol(target, doc.chave)).cStat).toBe(217);
  });

  it('a contingency NFC-e sent later keeps its key and is authorized', async () => {
    const emitente = issuer(6);
    const doc = signedNfce({
      emitente,
      tpEmis: 9,
      contingencia: { dhCont: new Date(), xJust: 'SEFAZ sem resposta no momento da venda' },
    });
    const answer = await client.authorize(target, doc.signed, '11');
    expect(answer.protocol).toMatchObject({ chNFe: doc.chave, cStat: 150 });
  });

  it('cancels with event 110111 (135), refuses a second cancellation (573) and reports 101 on query', async () => {
    const emitente = issuer(7);
    const { cert } = testCertificate();
    const doc = signedNfce({ emitente });
    const nProt = (await client.authorize(target, doc.signed, '12')).protocol!.nProt!;
    const event = (prot: string) =>
      signXml(
        buildCancelEvent({
          chave: doc.chave,
          cnpj: emitente.cnpj,
          tpAmb: 2,
          nProt: prot,
          xJust: 'Pedido cancelado pelo cliente',
          dhEvento: new Date(),
        }),
        'infEvento',
        cert,
      );
    expect((await client.sendEvent(target, event('999'), '13')).event?.cStat).toBe(222);
    const answer = await client.sendEvent(target, event(nProt), '14');
    expect(answer.cStat).toBe(128);
    expect(answer.event).toMatchObject({ cStat: 135 });
    expect(answer.event?.nProt).toMatch(/^\d+$/);
    expect((await client.sendEvent(target, event(nProt), '15')).event?.cStat).toBe(573);
    const query = await client.queryProtocol(target, doc.chave);
    expect(query.cStat).toBe(101);
    expect(query.events).toEqual([{ tpEvento: '110111', cStat: 135, nProt: answer.event!.nProt }]);
  });

  it('voids an unused number, which can then not be authorized (206)', async () => {
    const emitente = issuer(8);
    const { cert } = testCertificate();
    const request = signXml(
      buildVoidRequest({
        uf: 'SP',
        cnpj: emitente.cnpj,
        tpAmb: 2,
        modelo: '65',
        serie: 1,
        first: 42,
        last: 42,
        year: 2026,
        xJust: 'Numero reservado e nao utilizado',
      }),
      'infInut',
      cert,
    );
    expect(await client.voidNumbers(target, request)).toMatchObject({ cStat: 102 });
    expect((await client.authorize(target, signedNfce({ emitente }).signed, '16')).protocol?.cStat).toBe(206);
  });

  it('a refused connection is an answer-less failure that never reached the authority', async () => {
    const closed = { ...target, services: sandboxEndpoints('http://127.0.0.1:9/sandbox/sefaz').services };
    const error = await client.authorize(closed, 'x', '1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FiscalNoAnswerError);
    expect((error as FiscalNoAnswerError).maybeReceived).toBe(false);
  });
});
