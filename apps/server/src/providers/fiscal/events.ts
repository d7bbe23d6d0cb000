/**
 * Events and number voiding (layout 4.00): the cancellation event 110111 (`<evento versao="1.00">` whose
 * infEvento Id is 'ID' + tpEvento + chave + nSeqEvento with two digits) and the request that voids an unused
 * range of numbers (`<inutNFe versao="4.00">`, Id 'ID' + cUF + AA + CNPJ + mod + serie(3) + first(9) + last(9)).
 * Both are signed on their inf* element (sign.ts). The cancellation by substitution 110112 (NFC-e) names the
 * substitute key in chNFeRef.
 */
import { UF_CODES } from '@brasa/domain';
import { cleanText, escapeXml, formatDateTimeOffset, NFE_NAMESPACE } from './xml';

export const CANCEL_EVENT = '110111';
/** NFC-e only: cancels a normal NFC-e found authorized after its offline twin (chNFeRef) carried the sale. */
export const SUBSTITUTION_CANCEL_EVENT = '110112';

/** The justification of a cancellation or a voiding: 15 to 255 characters (schema TJust). */
export function isValidJustification(text: string): boolean {
  const clean = cleanText(text, 1000);
  return clean.length >= 15 && clean.length <= 255;
}

interface EventTarget {
  chave: string;
  cnpj: string;
  tpAmb: 1 | 2;
  nProt: string;
  xJust: string;
  dhEvento: Date;
  utcOffset?: string;
}

/** The `<evento>` envelope (layout 1.00) around an event's `detEvento` content. */
function eventXml(tpEvento: string, input: EventTarget, seq: number, detEvento: string): string {
  const id = `ID${tpEvento}${input.chave}${String(seq).padStart(2, '0')}`;
  return (
    `<evento xmlns="${NFE_NAMESPACE}" versao="1.00"><infEvento Id="${id}">` +
    `<cOrgao>${input.chave.slice(0, 2)}</cOrgao><tpAmb>${input.tpAmb}</tpAmb><CNPJ>${input.cnpj}</CNPJ>` +
    `<chNFe>${input.chave}</chNFe><dhEvento>${formatDateTimeOffset(input.dhEvento, input.utcOffset)}</dhEvento>` +
    `<tpEvento>${tpEvento}</tpEvento><nSeqEvento>${seq}</nSeqEvento><verEvento>1.00</verEvento>` +
    `<detEvento versao="1.00">${detEvento}</detEvento></infEvento></evento>`
  );
}

export function buildCancelEvent(input: EventTarget & { nSeqEvento?: number }): string {
  return eventXml(
    CANCEL_EVENT,
    input,
    input.nSeqEvento ?? 1,
    `<descEvento>Cancelamento</descEvento><nProt>${input.nProt}</nProt>` +
      `<xJust>${escapeXml(cleanText(input.xJust, 255))}</xJust>`,
  );
}

/** Event 110112 (schema e110112_v1.00): the normal NFC-e `chave` is cancelled, replaced by `chNFeRef`. */
export function buildSubstitutionCancelEvent(input: EventTarget & { chNFeRef: string }): string {
  return eventXml(
    SUBSTITUTION_CANCEL_EVENT,
    input,
    1,
    `<descEvento>Cancelamento por substituicao</descEvento>` +
      `<cOrgaoAutor>${input.chave.slice(0, 2)}</cOrgaoAutor><tpAutor>1</tpAutor><verAplic>BRASA-1.0</verAplic>` +
      `<nProt>${input.nProt}</nProt><xJust>${escapeXml(cleanText(input.xJust, 255))}</xJust>` +
      `<chNFeRef>${input.chNFeRef}</chNFeRef>`,
  );
}

export function buildVoidRequest(input: {
  uf: string;
  cnpj: string;
  tpAmb: 1 | 2;
  modelo: '55' | '65';
  serie: number;
  first: number;
  last: number;
  year: number;
  xJust: string;
}): string {
  const cUF = UF_CODES[input.uf];
  if (!cUF) throw new Error(`UF inválida: ${input.uf}`);
  const ano = String(input.year % 100).padStart(2, '0');
  const id = `ID${cUF}${ano}${input.cnpj}${input.modelo}${String(input.serie).padStart(3, '0')}${String(input.first).padStart(9, '0')}${String(input.last).padStart(9, '0')}`;
  return (
    `<inutNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><infInut Id="${id}">` +
    `<tpAmb>${input.tpAmb}</tpAmb><xServ>INUTILIZAR</xServ><cUF>${cUF}</cUF><ano>${ano}</ano><CNPJ>${input.cnpj}</CNPJ>` +
    `<mod>${input.modelo}</mod><serie>${input.serie}</serie><nNFIni>${input.first}</nNFIni><nNFFin>${input.last}</nNFFin>` +
    `<xJust>${escapeXml(cleanText(input.xJust, 255))}</xJust></infInut></inutNFe>`
  );
}
