/**
 * The SEFAZ client (layout 4.00 web services, SOAP 1.2): NFeAutorizacao4 (synchronous batch of one),
 * NFeRetAutorizacao4, NFeConsultaProtocolo4, NFeStatusServico4, NFeRecepcaoEvento4 and NFeInutilizacao4,
 * over HTTPS with mutual TLS (the unit's A1 key and certificate) for the real authority, or over plain HTTP to
 * the sandbox on loopback. A call that gets no answer throws FiscalNoAnswerError: the caller must then query the
 * protocol by key before anything is resent (the document may have been authorized).
 */
import http from 'node:http';
import https from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import { SERVICE_NAMESPACE, type FiscalService, type ServiceUrls } from './endpoints';
import { NFE_NAMESPACE } from './xml';

export interface FiscalTarget {
  services: ServiceUrls;
  /** 1 production, 2 homologation. */
  tpAmb: 1 | 2;
  /** IBGE state code of the issuer. */
  cUF: string;
  /** PEM key and certificate for mutual TLS (https only). */
  tls?: { keyPem: string; certPem: string } | null;
}

/** The authority did not answer (refused connection, timeout, reset, HTTP 5xx without a SOAP body). */
export class FiscalNoAnswerError extends Error {
  constructor(
    message: string,
    /** True when the request may have reached the authority (a timeout or a reset after sending). */
    readonly maybeReceived: boolean,
  ) {
    super(message);
  }
}

export interface Protocol {
  chNFe: string;
  cStat: number;
  xMotivo: string;
  nProt: string | null;
  dhRecbto: string | null;
  digVal: string | null;
  /** The `<protNFe>` element as received, for the nfeProc kept with the document. */
  xml: string;
}

export interface AuthorizationAnswer {
  /** Batch status: 104 processed (read protocol), 103 received (asynchronous), 108/109 down, 225 schema... */
  cStat: number;
  xMotivo: string;
  nRec: string | null;
  protocol: Protocol | null;
}

export interface ProtocolQueryAnswer {
  /** 100/150 authorized, 101/151/155 cancelled, 110/301/302 denied, 217 not found, 108/109 down. */
  cStat: number;
  xMotivo: string;
  protocol: Protocol | null;
  /** Events registered on the document (e.g. the cancellation's protocol). */
  events: { tpEvento: string; cStat: number; nProt: string | null }[];
}

export interface EventAnswer {
  /** Batch: 128 processed; event: 135/136 registered, 155 cancellation out of time, 573 duplicate... */
  cStat: number;
  xMotivo: string;
  event: { cStat: number; xMotivo: string; nProt: string | null; dhRegEvento: string | null; xml: string } | null;
}

export interface VoidAnswer {
  cStat: number;
  xMotivo: string;
  nProt: string | null;
}

export interface FiscalProvider {
  authorize(target: FiscalTarget, signedNFe: string, idLote: string): Promise<AuthorizationAnswer>;
  authorizationResult(target: FiscalTarget, nRec: string): Promise<AuthorizationAnswer>;
  queryProtocol(target: FiscalTarget, chave: string): Promise<ProtocolQueryAnswer>;
  status(target: FiscalTarget): Promise<{ cStat: number; xMotivo: string }>;
  /** `signedEvento` is one signed `<evento>`. */
  sendEvent(target: FiscalTarget, signedEvento: string, idLote: string): Promise<EventAnswer>;
  /** `signedInutNFe` is a signed `<inutNFe>`. */
  voidNumbers(target: FiscalTarget, signedInutNFe: string): Promise<VoidAnswer>;
}

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, trimValues: true });

type XmlObject = Record<string, unknown>;

function dig(object: unknown, ...path: string[]): unknown {
  let current = object;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as XmlObject)[key];
  }
  return current;
}

const str = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));
const num = (value: unknown): number => Number(value ?? NaN);

function protocolOf(protNFe: unknown, raw: string): Protocol | null {
  const inf = dig(protNFe, 'infProt');
  if (!inf) return null;
  const xml = /<protNFe[\s\S]*?<\/protNFe>/.exec(raw)?.[0] ?? '';
  return {
    chNFe: str(dig(inf, 'chNFe')) ?? '',
    cStat: num(dig(inf, 'cStat')),
    xMotivo: str(dig(inf, 'xMotivo')) ?? '',
    nProt: str(dig(inf, 'nProt')),
    dhRecbto: str(dig(inf, 'dhRecbto')),
    digVal: str(dig(inf, 'digVal')),
    xml,
  };
}

export function soapEnvelope(service: FiscalService, body: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">' +
    `<soap12:Body><nfeDadosMsg xmlns="${SERVICE_NAMESPACE(service)}">${body}</nfeDadosMsg></soap12:Body>` +
    '</soap12:Envelope>'
  );
}

/** The content of `<nfeResultMsg>` of a SOAP answer, parsed. */
export function resultOf(raw: string): XmlObject {
  const parsed = parser.parse(raw) as XmlObject;
  const result = dig(parsed, 'Envelope', 'Body', 'nfeResultMsg');
  if (!result || typeof result !== 'object') throw new Error('Resposta SOAP sem nfeResultMsg');
  return result as XmlObject;
}

export interface SoapClientOptions {
  timeoutMs?: number;
}

export function createSefazClient(options: SoapClientOptions = {}): FiscalProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;

  function post(target: FiscalTarget, service: FiscalService, body: string): Promise<string> {
    const url = new URL(target.services[service]);
    const payload = Buffer.from(soapEnvelope(service, body), 'utf8');
    const isHttps = url.protocol === 'https:';
    const requestOptions: https.RequestOptions = {
      method: 'POST',
      hostname: url.hostname,
      port: url.port || (isHttps ? 443 : 80),
      path: url.pathname + url.search,
      headers: {
        'content-type': `application/soap+xml; charset=utf-8; action="${SERVICE_NAMESPACE(service)}/nfeDadosMsg"`,
        'content-length': payload.length,
      },
      ...(isHttps && target.tls ? { key: target.tls.keyPem, cert: target.tls.certPem } : {}),
    };
    return new Promise((resolve, reject) => {
      let sent = false;
      const request = (isHttps ? https : http).request(requestOptions, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => reject(new FiscalNoAnswerError('Resposta da SEFAZ interrompida', true)));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (!text.includes('nfeResultMsg')) {
            reject(new FiscalNoAnswerError(`SEFAZ respondeu HTTP ${response.statusCode} sem resultado`, true));
            return;
          }
          resolve(text);
        });
      });
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        const refused = error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN';
        reject(new FiscalNoAnswerError(`SEFAZ sem resposta (${error.code ?? error.message})`, sent && !refused));
      });
      request.end(payload, () => {
        sent = true;
      });
    });
  }

  async function authorizationFrom(raw: string, root: string): Promise<AuthorizationAnswer> {
    const ret = dig(resultOf(raw), root);
    return {
      cStat: num(dig(ret, 'cStat')),
      xMotivo: str(dig(ret, 'xMotivo')) ?? '',
      nRec: str(dig(ret, 'infRec', 'nRec')) ?? str(dig(ret, 'nRec')),
      protocol: protocolOf(dig(ret, 'protNFe'), raw),
    };
  }

  return {
    async authorize(target, signedNFe, idLote) {
      const body = `<enviNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><idLote>${idLote}</idLote><indSinc>1</indSinc>${signedNFe.replace(/^<\?xml[^>]*>/, '')}</enviNFe>`;
      return authorizationFrom(await post(target, 'NFeAutorizacao4', body), 'retEnviNFe');
    },
    async authorizationResult(target, nRec) {
      const body = `<consReciNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><tpAmb>${target.tpAmb}</tpAmb><nRec>${nRec}</nRec></consReciNFe>`;
      return authorizationFrom(await post(target, 'NFeRetAutorizacao4', body), 'retConsReciNFe');
    },
    async queryProtocol(target, chave) {
      const body = `<consSitNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><tpAmb>${target.tpAmb}</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;
      const raw = await post(target, 'NFeConsultaProtocolo4', body);
      const ret = dig(resultOf(raw), 'retConsSitNFe');
      const rawEvents = dig(ret, 'procEventoNFe');
      const events = (Array.isArray(rawEvents) ? rawEvents : rawEvents ? [rawEvents] : []).map((e) => ({
        tpEvento: str(dig(e, 'retEvento', 'infEvento', 'tpEvento')) ?? '',
        cStat: num(dig(e, 'retEvento', 'infEvento', 'cStat')),
        nProt: str(dig(e, 'retEvento', 'infEvento', 'nProt')),
      }));
      return {
        cStat: num(dig(ret, 'cStat')),
        xMotivo: str(dig(ret, 'xMotivo')) ?? '',
        protocol: protocolOf(dig(ret, 'protNFe'), raw),
        events,
      };
    },
    async status(target) {
      const body = `<consStatServ xmlns="${NFE_NAMESPACE}" versao="4.00"><tpAmb>${target.tpAmb}</tpAmb><cUF>${target.cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;
      const ret = dig(resultOf(await post(target, 'NFeStatusServico4', body)), 'retConsStatServ');
      return { cStat: num(dig(ret, 'cStat')), xMotivo: str(dig(ret, 'xMotivo')) ?? '' };
    },
    async sendEvent(target, signedEvento, idLote) {
      const body = `<envEvento xmlns="${NFE_NAMESPACE}" versao="1.00"><idLote>${idLote}</idLote>${signedEvento}</envEvento>`;
      const raw = await post(target, 'NFeRecepcaoEvento4', body);
      const ret = dig(resultOf(raw), 'retEnvEvento');
      const inf = dig(ret, 'retEvento', 'infEvento');
      return {
        cStat: num(dig(ret, 'cStat')),
        xMotivo: str(dig(ret, 'xMotivo')) ?? '',
        event: inf
          ? {
              cStat: num(dig(inf, 'cStat')),
              xMotivo: str(dig(inf, 'xMotivo')) ?? '',
              nProt: str(dig(inf, 'nProt')),
              dhRegEvento: str(dig(inf, 'dhRegEvento')),
              xml: /<retEvento[\s\S]*?<\/retEvento>/.exec(raw)?.[0] ?? '',
            }
          : null,
      };
    },
    async voidNumbers(target, signedInutNFe) {
      const ret = dig(resultOf(await post(target, 'NFeInutilizacao4', signedInutNFe)), 'retInutNFe', 'infInut');
      return { cStat: num(dig(ret, 'cStat')), xMotivo: str(dig(ret, 'xMotivo')) ?? '', nProt: str(dig(ret, 'nProt')) };
    },
  };
}
