/**
 * NFC-e QR code version 2 (NT 2015.002 v1.50 onwards): online `chave|2|tpAmb|cIdToken|hash`; offline
 * (tpEmis 9) `chave|2|tpAmb|dia|vNF|digVal|cIdToken|hash`, where dia is dhEmi's day, digVal the hex of the
 * signature's DigestValue text, cIdToken the CSC id without leading zeros, and hash the upper-case SHA-1 hex of
 * the parameters followed by the CSC itself (never written in the code).
 */
import { createHash } from 'node:crypto';
import { xmlMoney } from '@brasa/domain';

export interface QrCodeInput {
  chave: string;
  tpAmb: 1 | 2;
  idCsc: string;
  csc: string;
  /** The state's QR query URL (see endpoints.ts). */
  urlQrCode: string;
  offline?: { dhEmi: string; vNFCents: number; digestValue: string } | null;
}

export function nfceQrCode(input: QrCodeInput): string {
  const idToken = String(Number(input.idCsc));
  let params: string;
  if (input.offline) {
    const day = input.offline.dhEmi.slice(8, 10);
    const digVal = Buffer.from(input.offline.digestValue, 'utf8').toString('hex');
    params = [input.chave, '2', String(input.tpAmb), day, xmlMoney(input.offline.vNFCents), digVal, idToken].join('|');
  } else {
    params = [input.chave, '2', String(input.tpAmb), idToken].join('|');
  }
  const hash = createHash('sha1')
    .update(params + input.csc)
    .digest('hex')
    .toUpperCase();
  const separator = input.urlQrCode.includes('?') ? '' : '?';
  return `${input.urlQrCode}${separator}p=${params}|${hash}`;
}

/** Checks the hash of a QR code's `p` with a CSC (what the authority does: 464 when it does not match). */
export function qrCodeHashMatches(qrCode: string, csc: string): boolean {
  const p = /[?&]p=([^&]+)$/.exec(qrCode)?.[1];
  if (!p) return false;
  const cut = p.lastIndexOf('|');
  const params = p.slice(0, cut);
  const hash = p.slice(cut + 1);
  return (
    createHash('sha1')
      .update(params + csc)
      .digest('hex')
      .toUpperCase() === hash
  );
}

/** `<infNFeSupl>` placed after infNFe and before the Signature. */
export function withSupplement(signedXml: string, qrCode: string, urlChave: string): string {
  const supl = `<infNFeSupl><qrCode><![CDATA[${qrCode}]]></qrCode><urlChave>${urlChave}</urlChave></infNFeSupl>`;
  return signedXml.replace('</infNFe>', `</infNFe>${supl}`);
}
