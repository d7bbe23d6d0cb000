/**
 * The SEFAZ sandbox: the same SOAP 1.2 services as the authority (POST {prefix}/ws/{service}), on loopback. It
 * checks what the authority checks first — signature (297), key check digit (236), key against the fields (502),
 * homologation text (373), schema essentials (225), totals (564/610/865), QR hash when a CSC is registered (464) —
 * and keeps what it authorized, so a repeated key answers 204 and a repeated number with another key 539, and a
 * protocol query finds it. Tests steer the next answers of an issuer through POST {prefix}/controle:
 * `{ cnpj, respostas: ['SEM_RESPOSTA' | 'PERDER_RESPOSTA' | '108' | '109' | 'REJEITAR:cStat:motivo' ...],
 * indisponivel, csc }`. SEM_RESPOSTA drops the connection without receiving; PERDER_RESPOSTA authorizes and then
 * drops the connection (the answer is lost); PERDER_RESPOSTA_E_CAIR does the same and then the issuer's link stays
 * down (`indisponivel`) until a test lifts it, as when the network falls mid-answer.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { buildAccessKey, isValidAccessKey } from '@brasa/domain';
import { qrCodeHashMatches } from './qrcode';
import { verifyXmlSignature } from './sign';
import { formatDateTimeOffset, HOMOLOGATION_FIRST_ITEM, NFE_NAMESPACE } from './xml';
import { CANCEL_EVENT, SUBSTITUTION_CANCEL_EVENT } from './events';

export const FISCAL_SANDBOX_PREFIX = '/sandbox/sefaz';

interface StoredNote {
  chave: string;
  cnpj: string;
  numberKey: string;
  tpAmb: string;
  nProt: string;
  dhRecbto: string;
  digVal: string;
  cStat: number;
  xMotivo: string;
  cancelProt: string | null;
  /** The cancelling event's type: 110111, or 110112 (by substitution). */
  cancelEvent: string;
  authorizedAt: number;
  modelo: string;
}

interface IssuerControl {
  respostas: string[];
  indisponivel: boolean;
  csc: { id: string; token: string } | null;
  recebidas: string[];
}

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, trimValues: true });
type XmlObject = Record<string, unknown>;
const at = (o: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((c, k) => (c && typeof c === 'object' ? (c as XmlObject)[k] : undefined), o);
const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);

function envelope(service: string, body: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body>' +
    `<nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${service}">${body}</nfeResultMsg></soap12:Body></soap12:Envelope>`
  );
}

const now = () => formatDateTimeOffset(new Date());

function protNFe(
  note: Pick<StoredNote, 'tpAmb' | 'chave' | 'dhRecbto' | 'nProt' | 'digVal' | 'cStat' | 'xMotivo'>,
): string {
  const prot = note.cStat === 100 || note.cStat === 150 ? `<nProt>${note.nProt}</nProt>` : '';
  const digVal = note.digVal ? `<digVal>${note.digVal}</digVal>` : '';
  return (
    `<protNFe versao="4.00"><infProt><tpAmb>${note.tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic><chNFe>${note.chave}</chNFe>` +
    `<dhRecbto>${note.dhRecbto}</dhRecbto>${prot}${digVal}<cStat>${note.cStat}</cStat><xMotivo>${note.xMotivo}</xMotivo></infProt></protNFe>`
  );
}

/** Checks one signed NFe; answers [cStat, xMotivo] of a rejection or null. */
function validate(raw: string, nfe: XmlObject, control: IssuerControl | undefined): [number, string] | null {
  const inf = at(nfe, 'infNFe') as XmlObject | undefined;
  if (!inf) return [225, 'Rejeição: Falha no Schema XML do lote de NFe'];
  for (const part of ['ide', 'emit', 'det', 'total', 'transp', 'pag']) {
    if (!(part in inf)) return [225, `Rejeição: Falha no Schema XML da NFe (${part} ausente)`];
  }
  const signature = verifyXmlSignature(raw, 'infNFe');
  if (!signature.valid) return [297, 'Rejeição: Assinatura difere do calculado'];
  const id = s(at(inf, '@_Id'));
  const chave = id.replace(/^NFe/, '');
  if (!isValidAccessKey(chave)) return [236, 'Rejeição: Chave de Acesso com dígito verificador inválido'];
  const ide = at(inf, 'ide') as XmlObject;
  const dhEmi = s(ide.dhEmi);
  let expected = '';
  try {
    expected = buildAccessKey({
      cUF: s(ide.cUF),
      aamm: dhEmi.slice(2, 4) + dhEmi.slice(5, 7),
      cnpj: s(at(inf, 'emit', 'CNPJ')),
      modelo: s(ide.mod) as '55' | '65',
      serie: Number(ide.serie),
      numero: Number(ide.nNF),
      tpEmis: Number(ide.tpEmis),
      cNF: s(ide.cNF),
    });
  } catch {
    return [
      502,
      'Rejeição: Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes',
    ];
  }
  if (expected !== chave) {
    return [
      502,
      'Rejeição: Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes',
    ];
  }
  if (s(ide.cDV) !== chave[43]) return [253, 'Rejeição: Digito Verificador da chave de acesso composta inválida'];
  const dets = list(inf.det);
  if (s(ide.tpAmb) === '2' && s(ide.mod) === '65' && s(at(dets[0], 'prod', 'xProd')) !== HOMOLOGATION_FIRST_ITEM) {
    return [373, `Rejeição: Descrição do primeiro item diferente de ${HOMOLOGATION_FIRST_ITEM}`];
  }
  if (s(ide.mod) === '55' && !at(inf, 'dest')) return [208, 'Rejeição: CNPJ/CPF do destinatário não informado'];
  const tot = at(inf, 'total', 'ICMSTot') as XmlObject;
  const sum = (field: string) => dets.reduce<number>((acc, d) => acc + cents(at(d, 'prod', field)), 0);
  if (sum('vProd') !== cents(tot.vProd))
    return [564, 'Rejeição: Total do Produto / Serviço difere do somatório dos itens'];
  if (sum('vDesc') !== cents(tot.vDesc)) return [535, 'Rejeição: Total do Desconto difere do somatório dos itens'];
  if (sum('vOutro') !== cents(tot.vOutro))
    return [538, 'Rejeição: Total de Outras Despesas difere do somatório dos itens'];
  const vNF =
    cents(tot.vProd) -
    cents(tot.vDesc) +
    cents(tot.vOutro) +
    cents(tot.vFrete) +
    cents(tot.vSeg) +
    cents(tot.vST) +
    cents(tot.vIPI);
  if (vNF !== cents(tot.vNF))
    return [610, 'Rejeição: Total da NF difere do somatório dos Valores compõe o valor Total da NF'];
  const pags = list(at(inf, 'pag', 'detPag'));
  const paid = pags.reduce<number>((acc, p) => acc + cents(at(p, 'vPag')), 0) - cents(at(inf, 'pag', 'vTroco'));
  const noPayment = pags.length === 1 && s(at(pags[0], 'tPag')) === '90';
  if (!noPayment && paid !== vNF) return [865, 'Rejeição: Total dos pagamentos menor que o total da nota'];
  if (s(ide.mod) === '65') {
    const qr = s(at(nfe, 'infNFeSupl', 'qrCode'));
    if (!qr) return [225, 'Rejeição: Falha no Schema XML da NFe (infNFeSupl ausente)'];
    if (control?.csc && !qrCodeHashMatches(qr, control.csc.token)) {
      return [464, 'Rejeição: Código de Hash no QR-Code difere do calculado'];
    }
  }
  return null;
}

export const fiscalSandboxPlugin: FastifyPluginAsync = async (app) => {
  const notes = new Map<string, StoredNote>();
  const byNumber = new Map<string, string>();
  const voided = new Set<string>();
  const controls = new Map<string, IssuerControl>();
  let protocolSeq = 135_260_000_000_000;

  const controlOf = (cnpj: string): IssuerControl => {
    let control = controls.get(cnpj);
    if (!control) {
      control = { respostas: [], indisponivel: false, csc: null, recebidas: [] };
      controls.set(cnpj, control);
    }
    return control;
  };

  app.addContentTypeParser(
    ['application/soap+xml', 'text/xml', 'application/xml'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  app.post('/controle', async (request) => {
    const body = request.body as {
      cnpj: string;
      respostas?: string[];
      indisponivel?: boolean;
      csc?: { id: string; token: string } | null;
    };
    const control = controlOf(body.cnpj);
    if (body.respostas) control.respostas.push(...body.respostas);
    if (body.indisponivel !== undefined) control.indisponivel = body.indisponivel;
    if (body.csc !== undefined) control.csc = body.csc;
    return { ok: true };
  });

  app.get('/controle/:cnpj', async (request) => {
    const control = controlOf((request.params as { cnpj: string }).cnpj);
    return { recebidas: control.recebidas, pendentes: control.respostas, indisponivel: control.indisponivel };
  });

  const answer = (reply: FastifyReply, service: string, body: string) =>
    reply.type('application/soap+xml; charset=utf-8').send(envelope(service, body));
  const down = (cStat: number) =>
    cStat === 108 ? 'Serviço Paralisado Momentaneamente (curto prazo)' : 'Serviço Paralisado sem Previsão';

  app.post('/ws/:service', async (request, reply) => {
    const service = (request.params as { service: string }).service;
    const raw = String(request.body ?? '');
    const parsed = parser.parse(raw) as XmlObject;
    const msg = at(parsed, 'Envelope', 'Body', 'nfeDadosMsg') as XmlObject | undefined;
    if (!msg) return reply.code(400).send('SOAP inválido');

    switch (service) {
      case 'NFeStatusServico4': {
        const tpAmb = s(at(msg, 'consStatServ', 'tpAmb'));
        const cUF = s(at(msg, 'consStatServ', 'cUF'));
        return answer(
          reply,
          service,
          `<retConsStatServ xmlns="${NFE_NAMESPACE}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic><cStat>107</cStat><xMotivo>Serviço em Operação</xMotivo><cUF>${cUF}</cUF><dhRecbto>${now()}</dhRecbto><tMed>1</tMed></retConsStatServ>`,
        );
      }
      case 'NFeAutorizacao4': {
        const envi = at(msg, 'enviNFe') as XmlObject;
        const nfe = at(envi, 'NFe') as XmlObject | undefined;
        const nfeRaw = /<NFe[\s>][\s\S]*<\/NFe>/.exec(raw)?.[0] ?? '';
        const cnpj = s(at(nfe, 'infNFe', 'emit', 'CNPJ'));
        const control = controlOf(cnpj);
        const ide = at(nfe, 'infNFe', 'ide') as XmlObject | undefined;
        const tpAmb = s(ide?.tpAmb);
        const cUF = s(ide?.cUF);
        const batch = (cStat: number, xMotivo: string, prot = '') =>
          answer(
            reply,
            service,
            `<retEnviNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>${cUF}</cUF><dhRecbto>${now()}</dhRecbto>${prot}</retEnviNFe>`,
          );
        const next = control.respostas.shift();
        if (next === 'SEM_RESPOSTA' || control.indisponivel) {
          reply.raw.destroy();
          return reply;
        }
        if (next === '108' || next === '109') return batch(Number(next), down(Number(next)));
        if (s(at(envi, 'indSinc')) !== '1')
          return batch(452, 'Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e (indSinc=1)');
        if (!nfe) return batch(225, 'Rejeição: Falha no Schema XML do lote de NFe');
        const infId = s(at(nfe, 'infNFe', '@_Id'));
        const chave = infId.replace(/^NFe/, '');
        control.recebidas.push(chave);
        const reject = (cStat: number, xMotivo: string) =>
          batch(
            104,
            'Lote processado',
            protNFe({ tpAmb, chave, dhRecbto: now(), nProt: '', digVal: '', cStat, xMotivo }),
          );
        if (next?.startsWith('REJEITAR:')) {
          const [, code, ...text] = next.split(':');
          return reject(Number(code), text.join(':') || 'Rejeição');
        }
        const invalid = validate(nfeRaw, nfe, control);
        if (invalid) return reject(invalid[0], invalid[1]);
        const numberKey = [cnpj, s(ide?.mod), s(ide?.serie), s(ide?.nNF)].join('/');
        if (voided.has(numberKey)) return reject(206, 'Rejeição: NF-e já está inutilizada na Base de dados da SEFAZ');
        const existing = notes.get(chave);
        if (existing) {
          return reject(204, `Rejeição: Duplicidade de NF-e [nProt:${existing.nProt}][dhAut:${existing.dhRecbto}]`);
        }
        const other = byNumber.get(numberKey);
        if (other)
          return reject(539, `Rejeição: Duplicidade de NF-e, com diferença na Chave de Acesso [chNFe: ${other}]`);
        protocolSeq += 1;
        const digVal = /<DigestValue>([^<]+)<\/DigestValue>/.exec(nfeRaw)?.[1] ?? '';
        const late = s(ide?.tpEmis) === '9';
        const note: StoredNote = {
          chave,
          cnpj,
          numberKey,
          tpAmb,
          nProt: String(protocolSeq),
          dhRecbto: now(),
          digVal,
          cStat: late ? 150 : 100,
          xMotivo: late ? 'Autorizado o uso da NF-e, autorização fora de prazo' : 'Autorizado o uso da NF-e',
          cancelProt: null,
          cancelEvent: CANCEL_EVENT,
          authorizedAt: Date.now(),
          modelo: s(ide?.mod),
        };
        notes.set(chave, note);
        byNumber.set(numberKey, chave);
        if (next === 'PERDER_RESPOSTA' || next === 'PERDER_RESPOSTA_E_CAIR') {
          if (next === 'PERDER_RESPOSTA_E_CAIR') control.indisponivel = true;
          reply.raw.destroy();
          return reply;
        }
        return batch(104, 'Lote processado', protNFe(note));
      }
      case 'NFeConsultaProtocolo4': {
        const cons = at(msg, 'consSitNFe') as XmlObject;
        const chave = s(cons.chNFe);
        const tpAmb = s(cons.tpAmb);
        const note = notes.get(chave);
        const control = controls.get(chave.slice(6, 20));
        if (control?.indisponivel) {
          reply.raw.destroy();
          return reply;
        }
        const head = `<retConsSitNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic>`;
        if (!note) {
          return answer(
            reply,
            service,
            `${head}<cStat>217</cStat><xMotivo>Rejeição: NF-e não consta na base de dados da SEFAZ</xMotivo><cUF>${chave.slice(0, 2)}</cUF><dhRecbto>${now()}</dhRecbto><chNFe>${chave}</chNFe></retConsSitNFe>`,
          );
        }
        const cancelled = note.cancelProt !== null;
        const events = cancelled
          ? `<procEventoNFe versao="1.00"><retEvento versao="1.00"><infEvento><tpAmb>${tpAmb}</tpAmb><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${chave}</chNFe><tpEvento>${note.cancelEvent}</tpEvento><nProt>${note.cancelProt}</nProt></infEvento></retEvento></procEventoNFe>`
          : '';
        return answer(
          reply,
          service,
          `${head}<cStat>${cancelled ? 101 : note.cStat}</cStat><xMotivo>${cancelled ? 'Cancelamento de NF-e homologado' : note.xMotivo}</xMotivo><cUF>${chave.slice(0, 2)}</cUF><dhRecbto>${now()}</dhRecbto><chNFe>${chave}</chNFe>${protNFe(note)}${events}</retConsSitNFe>`,
        );
      }
      case 'NFeRecepcaoEvento4': {
        const evento = at(msg, 'envEvento', 'evento') as XmlObject;
        const inf = at(evento, 'infEvento') as XmlObject;
        const chave = s(inf.chNFe);
        const tpAmb = s(inf.tpAmb);
        const eventoRaw = /<evento[\s>][\s\S]*<\/evento>/.exec(raw)?.[0] ?? '';
        const one = (cStat: number, xMotivo: string, nProt = '') =>
          answer(
            reply,
            service,
            `<retEnvEvento xmlns="${NFE_NAMESPACE}" versao="1.00"><idLote>${s(at(msg, 'envEvento', 'idLote'))}</idLote><tpAmb>${tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic><cOrgao>${chave.slice(0, 2)}</cOrgao><cStat>128</cStat><xMotivo>Lote de Evento Processado</xMotivo>` +
              `<retEvento versao="1.00"><infEvento><tpAmb>${tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic><cOrgao>${chave.slice(0, 2)}</cOrgao><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><chNFe>${chave}</chNFe><tpEvento>${s(inf.tpEvento)}</tpEvento><nSeqEvento>${s(inf.nSeqEvento)}</nSeqEvento><dhRegEvento>${now()}</dhRegEvento>${nProt ? `<nProt>${nProt}</nProt>` : ''}</infEvento></retEvento></retEnvEvento>`,
          );
        if (controls.get(chave.slice(6, 20))?.indisponivel) {
          reply.raw.destroy();
          return reply;
        }
        if (!verifyXmlSignature(eventoRaw, 'infEvento').valid)
          return one(297, 'Rejeição: Assinatura difere do calculado');
        if (s(inf['@_Id']) !== `ID${s(inf.tpEvento)}${chave}${s(inf.nSeqEvento).padStart(2, '0')}`) {
          return one(490, 'Rejeição: Id do evento difere da concatenação dos campos');
        }
        const note = notes.get(chave);
        if (!note) return one(217, 'Rejeição: NF-e não consta na base de dados da SEFAZ');
        const tpEvento = s(inf.tpEvento);
        const substitution = tpEvento === SUBSTITUTION_CANCEL_EVENT;
        if (tpEvento !== CANCEL_EVENT && !(substitution && note.modelo === '65'))
          return one(491, 'Rejeição: O tpEvento informado é inválido');
        if (note.cancelProt) return one(573, 'Rejeição: Duplicidade de Evento');
        if (s(at(inf, 'detEvento', 'nProt')) !== note.nProt) {
          return one(222, 'Rejeição: Protocolo de Autorização de Uso difere do cadastrado');
        }
        if (substitution) {
          // The substitute: another NFC-e of the same issuer, authorized and not cancelled.
          const ref = s(at(inf, 'detEvento', 'chNFeRef'));
          const substitute = notes.get(ref);
          if (!substitute || ref === chave || ref.slice(6, 20) !== chave.slice(6, 20) || substitute.modelo !== '65')
            return one(494, 'Rejeição: Chave de Acesso inexistente');
          if (substitute.cancelProt || ![100, 150].includes(substitute.cStat))
            return one(494, 'Rejeição: Chave de Acesso inexistente');
        }
        // 110111: NFC-e 30 minutes, NF-e 24 hours; 110112: 168 hours.
        const window = substitution ? 168 * 3_600_000 : note.modelo === '65' ? 30 * 60_000 : 24 * 3_600_000;
        if (Date.now() - note.authorizedAt > window)
          return one(501, 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação');
        protocolSeq += 1;
        note.cancelProt = String(protocolSeq);
        note.cancelEvent = tpEvento;
        return one(135, 'Evento registrado e vinculado a NF-e', note.cancelProt);
      }
      case 'NFeInutilizacao4': {
        const inf = at(msg, 'inutNFe', 'infInut') as XmlObject;
        const inutRaw = /<inutNFe[\s>][\s\S]*<\/inutNFe>/.exec(raw)?.[0] ?? '';
        const tpAmb = s(inf.tpAmb);
        const result = (cStat: number, xMotivo: string, nProt = '') =>
          answer(
            reply,
            service,
            `<retInutNFe xmlns="${NFE_NAMESPACE}" versao="4.00"><infInut><tpAmb>${tpAmb}</tpAmb><verAplic>SANDBOX-1.0</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>${s(inf.cUF)}</cUF>${nProt ? `<nProt>${nProt}</nProt>` : ''}</infInut></retInutNFe>`,
          );
        if (!verifyXmlSignature(inutRaw, 'infInut').valid)
          return result(297, 'Rejeição: Assinatura difere do calculado');
        const cnpj = s(inf.CNPJ);
        const first = Number(inf.nNFIni);
        const last = Number(inf.nNFFin);
        for (let n = first; n <= last; n += 1) {
          if (byNumber.has([cnpj, s(inf.mod), s(inf.serie), String(n)].join('/'))) {
            return result(563, 'Rejeição: Já existe pedido de Inutilização com a mesma faixa de inutilização');
          }
        }
        for (let n = first; n <= last; n += 1) voided.add([cnpj, s(inf.mod), s(inf.serie), String(n)].join('/'));
        protocolSeq += 1;
        return result(102, 'Inutilização de número homologado', String(protocolSeq));
      }
      default:
        return reply.code(404).send('Serviço desconhecido');
    }
  });
};
