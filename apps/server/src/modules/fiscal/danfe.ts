/**
 * The DANFE (issue 17): what is printed of an issued document, read from the document itself (its signed XML and
 * the authority's protocol), never from the order, so the paper says what the authority holds.
 * - NFC-e (65): the thermal ticket of the DANFE NFC-e layout (emitter, items, totals, payments, the key in groups
 *   of 4, consumer, number and protocol, the QR code as a real ESC/POS QR symbol, 'EMITIDA EM CONTINGÊNCIA' for
 *   tpEmis 9, the homologation notice).
 * - NF-e (55): an A4 PDF (pdfmake, standard fonts only) for the browser to download or print.
 */
import { formatAccessKey, TPAG_LABELS } from '@brasa/domain';
import { XMLParser } from 'fast-xml-parser';
import bwipjs from 'bwip-js/node';
import { pdfEngine } from '../reports/pdf-engine';
import type { Ticket, TicketBlock } from '../../print/ticket';

export const CONTINGENCY_NOTICE = 'EMITIDA EM CONTINGÊNCIA';
export const PENDING_NOTICE = 'Pendente de autorização';
export const HOMOLOGATION_NOTICE = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL';
/** What a cancelled document's DANFE says, at the top and by its protocol ('NFC-e CANCELADA', 'NF-e CANCELADA'). */
export const cancelledNotice = (modelo: string) => `${modelo === '55' ? 'NF-e' : 'NFC-e'} CANCELADA`;

/** The stored document a DANFE is printed from (a `nota_fiscal` row's fields). */
export interface DanfeSource {
  id: number;
  modelo: string;
  serie: number;
  numero: number;
  chave: string;
  tpEmis: number;
  tpAmb: number;
  status: string;
  xml: string;
  qrCode: string | null;
  urlChave: string | null;
  nProt: string | null;
  autorizadaEm: Date | null;
  dhEmi: Date;
  destNome: string | null;
  destCpfCnpj: string | null;
  /** The cancellation event's protocol (status CANCELADA). */
  cancelamentoProt?: string | null;
}

interface DanfeItem {
  codigo: string;
  descricao: string;
  ncm: string;
  cfop: string;
  /** orig + CST (Regime Normal) or CSOSN (Simples Nacional), as the DANFE's O/CST or O/CSOSN column. */
  cst: string;
  quantidade: number;
  unidade: string;
  unitario: string;
  total: string;
  desconto: string | null;
}

/** The document's content as a DANFE shows it. */
export interface DanfeData {
  emitente: { nome: string; fantasia: string | null; cnpj: string; ie: string; endereco: string };
  itens: DanfeItem[];
  totais: { produtos: string; desconto: string; outros: string; total: string };
  pagamentos: { descricao: string; valor: string }[];
  troco: string | null;
  infCpl: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => name === 'det' || name === 'detPag',
});

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : v ? [obj(v)] : []);

/** '1234.5' → '1.234,50' (the XML's dot decimals as the DANFE prints them). */
export function brNumber(value: string, places = 2): string {
  const n = Number(value || 0);
  const [int, dec] = n.toFixed(places).split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${dec ? `,${dec}` : ''}`;
}

function quantity(value: string): string {
  const n = Number(value || 0);
  return Number.isInteger(n) ? String(n) : brNumber(value, 3).replace(/0+$/, '');
}

export function formatCnpj(cnpj: string): string {
  return /^\d{14}$/.test(cnpj) ? cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') : cnpj;
}

function formatDocument(doc: string): string {
  if (/^\d{11}$/.test(doc)) return doc.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return formatCnpj(doc);
}

/** dd/MM/yyyy HH:mm:ss in the server's time zone (the unit's: TZ). */
function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getDate())}/${p(date.getMonth() + 1)}/${date.getFullYear()} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

/** Reads the DANFE's content from the signed document. */
export function danfeData(xml: string): DanfeData {
  const root = obj(parser.parse(xml));
  const nfe = obj(obj(root.nfeProc).NFe ?? root.NFe);
  const inf = obj(nfe.infNFe);
  const emit = obj(inf.emit);
  const ender = obj(emit.enderEmit);
  const tot = obj(obj(inf.total).ICMSTot);
  const pag = obj(inf.pag);
  return {
    emitente: {
      nome: str(emit.xNome),
      fantasia: str(emit.xFant) || null,
      cnpj: str(emit.CNPJ),
      ie: str(emit.IE),
      endereco: [
        [str(ender.xLgr), str(ender.nro)].filter(Boolean).join(', '),
        str(ender.xBairro),
        [str(ender.xMun), str(ender.UF)].filter(Boolean).join(' - '),
      ]
        .filter(Boolean)
        .join(', '),
    },
    itens: arr(inf.det).map((det) => {
      const prod = obj(det.prod);
      const icms = obj(Object.values(obj(obj(det.imposto).ICMS))[0]);
      return {
        codigo: str(prod.cProd),
        descricao: str(prod.xProd),
        ncm: str(prod.NCM),
        cfop: str(prod.CFOP),
        cst: `${str(icms.orig)}${str(icms.CSOSN ?? icms.CST)}`,
        quantidade: Number(str(prod.qCom) || 0),
        unidade: str(prod.uCom),
        unitario: brNumber(str(prod.vUnCom)),
        total: brNumber(str(prod.vProd)),
        desconto: prod.vDesc ? brNumber(str(prod.vDesc)) : null,
      };
    }),
    totais: {
      produtos: brNumber(str(tot.vProd)),
      desconto: brNumber(str(tot.vDesc)),
      outros: brNumber(str(tot.vOutro)),
      total: brNumber(str(tot.vNF)),
    },
    pagamentos: arr(pag.detPag).map((p) => ({
      descricao: str(p.xPag) || TPAG_LABELS[str(p.tPag)] || str(p.tPag),
      valor: brNumber(str(p.vPag)),
    })),
    troco: pag.vTroco ? brNumber(str(pag.vTroco)) : null,
    infCpl: str(obj(inf.infAdic).infCpl) || null,
  };
}

function consumerLine(note: DanfeSource): string {
  if (!note.destCpfCnpj) return 'CONSUMIDOR NÃO IDENTIFICADO';
  const kind = note.destCpfCnpj.length === 14 ? 'CNPJ' : 'CPF';
  return `CONSUMIDOR - ${kind} ${formatDocument(note.destCpfCnpj)}${note.destNome ? ` - ${note.destNome}` : ''}`;
}

/** The access key in groups of 4 on two lines (6 groups, then 5). */
export function keyLines(chave: string): string[] {
  const groups = formatAccessKey(chave).split(' ');
  return [groups.slice(0, 6).join(' '), groups.slice(6).join(' ')].filter(Boolean);
}

/** The DANFE NFC-e ticket for the thermal printer. */
export function danfeNfceTicket(note: DanfeSource): Ticket {
  const data = danfeData(note.xml);
  const contingency = note.tpEmis === 9;
  const homologation = note.tpAmb === 2;
  const blocks: TicketBlock[] = [
    { kind: 'text', text: data.emitente.fantasia ?? data.emitente.nome, align: 'center', bold: true },
    { kind: 'text', text: data.emitente.nome, align: 'center' },
    { kind: 'text', text: `CNPJ: ${formatCnpj(data.emitente.cnpj)} IE: ${data.emitente.ie}`, align: 'center' },
    { kind: 'text', text: data.emitente.endereco, align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: 'Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', align: 'center', bold: true },
  ];
  const cancelled = note.status === 'CANCELADA';
  if (cancelled) blocks.push({ kind: 'text', text: cancelledNotice(note.modelo), align: 'center', bold: true });
  if (contingency && !cancelled) {
    blocks.push(
      { kind: 'text', text: CONTINGENCY_NOTICE, align: 'center', bold: true },
      { kind: 'text', text: PENDING_NOTICE, align: 'center' },
    );
  }
  if (homologation) {
    // Two lines, split where a 32-column paper would: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO' / 'SEM VALOR FISCAL'.
    for (const text of HOMOLOGATION_NOTICE.split(' - '))
      blocks.push({ kind: 'text', text, align: 'center', bold: true });
  }
  // The item header on two lines, as each item prints: 'Código Descrição', then the amounts on the right (28
  // characters: it fits the 32 columns of 58 mm paper without breaking a word).
  blocks.push(
    { kind: 'rule' },
    { kind: 'text', text: 'Código Descrição' },
    { kind: 'text', text: 'Qtde UN x Vl Unit = Vl Total', align: 'right' },
  );
  data.itens.forEach((item, i) => {
    blocks.push(
      { kind: 'text', text: `${String(i + 1).padStart(3, '0')} ${item.codigo} ${item.descricao}` },
      {
        kind: 'pair',
        left: '',
        right: `${quantity(String(item.quantidade))} ${item.unidade} x ${item.unitario} = ${item.total}`,
      },
    );
    if (item.desconto) blocks.push({ kind: 'pair', left: '  Desconto', right: `-${item.desconto}` });
  });
  blocks.push(
    { kind: 'rule' },
    { kind: 'pair', left: 'Qtde. total de itens', right: String(data.itens.length) },
    { kind: 'pair', left: 'Valor total R$', right: data.totais.produtos },
  );
  if (data.totais.desconto !== '0,00') blocks.push({ kind: 'pair', left: 'Desconto R$', right: data.totais.desconto });
  if (data.totais.outros !== '0,00') blocks.push({ kind: 'pair', left: 'Acréscimos R$', right: data.totais.outros });
  blocks.push(
    { kind: 'pair', left: 'Valor a Pagar R$', right: data.totais.total, bold: true },
    { kind: 'pair', left: 'FORMA PAGAMENTO', right: 'VALOR PAGO R$' },
    ...data.pagamentos.map((p): TicketBlock => ({ kind: 'pair', left: p.descricao, right: p.valor })),
  );
  if (data.troco) blocks.push({ kind: 'pair', left: 'Troco R$', right: data.troco });
  blocks.push({ kind: 'rule' });
  if (note.urlChave) {
    blocks.push(
      { kind: 'text', text: 'Consulte pela Chave de Acesso em', align: 'center', bold: true },
      { kind: 'text', text: note.urlChave, align: 'center' },
    );
  }
  // The key in groups of 4 (54 characters: two lines on any thermal paper, split between groups).
  blocks.push(...keyLines(note.chave).map((text): TicketBlock => ({ kind: 'text', text, align: 'center' })));
  blocks.push(
    { kind: 'rule' },
    { kind: 'text', text: consumerLine(note), align: 'center', bold: true },
    { kind: 'rule' },
    {
      kind: 'text',
      text: `NFC-e nº ${String(note.numero).padStart(9, '0')} Série ${String(note.serie).padStart(3, '0')} ${stamp(note.dhEmi)}`,
      align: 'center',
      bold: true,
    },
  );
  if (note.nProt && !contingency) {
    blocks.push(
      { kind: 'text', text: `Protocolo de autorização: ${note.nProt}`, align: 'center' },
      {
        kind: 'text',
        text: `Data de autorização: ${stamp(note.autorizadaEm ?? note.dhEmi)}`,
        align: 'center',
      },
    );
  }
  if (cancelled) {
    blocks.push({ kind: 'text', text: cancelledNotice(note.modelo), align: 'center', bold: true });
    if (note.cancelamentoProt)
      blocks.push({ kind: 'text', text: `Protocolo de cancelamento: ${note.cancelamentoProt}`, align: 'center' });
  } else if (contingency) blocks.push({ kind: 'text', text: CONTINGENCY_NOTICE, align: 'center', bold: true });
  if (note.qrCode) blocks.push({ kind: 'blank' }, { kind: 'qrcode', value: note.qrCode });
  if (data.infCpl) blocks.push({ kind: 'blank' }, { kind: 'text', text: data.infCpl });
  return { blocks };
}

/**
 * The access key's barcode as the DANFE prints it: Code 128 set C (44 digits, 22 symbol characters plus start,
 * check and stop), drawn by bwip-js as vectors so the PDF keeps it sharp at any zoom.
 */
export function accessKeyBarcodeSvg(chave: string): string {
  if (!/^\d{44}$/.test(chave)) throw new Error('A chave de acesso tem 44 dígitos.');
  // An even run of digits: bwip-js starts in set C and encodes them in pairs (the test checks the symbol).
  return bwipjs.toSVG({ bcid: 'code128', text: chave, height: 12, includetext: false });
}

/** The DANFE NF-e (model 55) as an A4 PDF. */
export async function danfeNfePdf(note: DanfeSource): Promise<Buffer> {
  return (await pdfEngine()).createPdf(danfeNfeDocument(note)).getBuffer();
}

/** The DANFE NF-e's pdfmake document definition. */
export function danfeNfeDocument(note: DanfeSource) {
  const data = danfeData(note.xml);
  // Simples Nacional (CRT 1 and 2) writes CSOSN (three digits after the origin), Regime Normal a two-digit CST.
  const csosn = data.itens.some((i) => i.cst.length === 4);
  const cell = (label: string, value: string) => ({
    stack: [
      { text: label, fontSize: 6 },
      { text: value, fontSize: 9, bold: true },
    ],
  });
  const content: unknown[] = [
    {
      table: {
        widths: ['*', 150],
        body: [
          [
            {
              stack: [
                { text: data.emitente.nome, bold: true, fontSize: 11 },
                { text: data.emitente.endereco, fontSize: 8 },
                { text: `CNPJ ${formatCnpj(data.emitente.cnpj)}  IE ${data.emitente.ie}`, fontSize: 8 },
              ],
            },
            {
              stack: [
                { text: 'DANFE', bold: true, fontSize: 14, alignment: 'center' },
                { text: 'Documento Auxiliar da Nota Fiscal Eletrônica', fontSize: 7, alignment: 'center' },
                { text: '1 - SAÍDA', fontSize: 8, alignment: 'center' },
                {
                  text: `Nº ${String(note.numero).padStart(9, '0')}  Série ${String(note.serie).padStart(3, '0')}`,
                  bold: true,
                  fontSize: 9,
                  alignment: 'center',
                },
              ],
            },
          ],
          [
            {
              stack: [
                { svg: accessKeyBarcodeSvg(note.chave), width: 250, height: 34 },
                { text: 'CHAVE DE ACESSO', fontSize: 6, margin: [0, 2, 0, 0] },
                { text: formatAccessKey(note.chave), fontSize: 9, bold: true },
              ],
            },
            cell(
              'PROTOCOLO DE AUTORIZAÇÃO DE USO',
              note.nProt ? `${note.nProt} ${stamp(note.autorizadaEm ?? note.dhEmi)}` : PENDING_NOTICE,
            ),
          ],
        ],
      },
    },
  ];
  if (note.status === 'CANCELADA') {
    content.push({
      text: `${cancelledNotice('55')}${note.cancelamentoProt ? ` - Protocolo de cancelamento: ${note.cancelamentoProt}` : ''}`,
      bold: true,
      fontSize: 12,
      color: '#c00',
      margin: [0, 6, 0, 0],
    });
  }
  if (note.tpAmb === 2) content.push({ text: HOMOLOGATION_NOTICE, bold: true, color: '#c00', margin: [0, 6, 0, 0] });
  content.push(
    { text: 'DESTINATÁRIO / REMETENTE', bold: true, fontSize: 8, margin: [0, 8, 0, 2] },
    {
      table: {
        widths: ['*', 150, 110],
        body: [
          [
            cell('NOME / RAZÃO SOCIAL', note.destNome ?? ''),
            cell('CNPJ / CPF', note.destCpfCnpj ? formatDocument(note.destCpfCnpj) : ''),
            cell('DATA DA EMISSÃO', stamp(note.dhEmi)),
          ],
        ],
      },
    },
    { text: 'CÁLCULO DO IMPOSTO', bold: true, fontSize: 8, margin: [0, 8, 0, 2] },
    {
      table: {
        widths: ['*', '*', '*', '*'],
        body: [
          [
            cell('VALOR TOTAL DOS PRODUTOS', data.totais.produtos),
            cell('DESCONTO', data.totais.desconto),
            cell('OUTRAS DESPESAS', data.totais.outros),
            cell('VALOR TOTAL DA NOTA', data.totais.total),
          ],
        ],
      },
    },
    { text: 'DADOS DOS PRODUTOS / SERVIÇOS', bold: true, fontSize: 8, margin: [0, 8, 0, 2] },
    {
      table: {
        headerRows: 1,
        widths: [40, '*', 42, 30, 26, 22, 34, 48, 50],
        body: [
          [
            'CÓDIGO',
            'DESCRIÇÃO',
            'NCM/SH',
            csosn ? 'O/CSOSN' : 'O/CST',
            'CFOP',
            'UN',
            'QTDE',
            'V. UNIT',
            'V. TOTAL',
          ].map((t) => ({ text: t, fontSize: 6, bold: true })),
          ...data.itens.map((i) =>
            [
              i.codigo,
              i.descricao,
              i.ncm,
              i.cst,
              i.cfop,
              i.unidade,
              quantity(String(i.quantidade)),
              i.unitario,
              i.total,
            ].map((t) => ({ text: t, fontSize: 7 })),
          ),
        ],
      },
    },
    { text: 'PAGAMENTOS', bold: true, fontSize: 8, margin: [0, 8, 0, 2] },
    ...data.pagamentos.map((p) => ({ text: `${p.descricao}: R$ ${p.valor}`, fontSize: 8 })),
  );
  if (data.infCpl)
    content.push(
      { text: 'INFORMAÇÕES COMPLEMENTARES', bold: true, fontSize: 8, margin: [0, 8, 0, 2] },
      { text: data.infCpl, fontSize: 8 },
    );
  return {
    pageSize: 'A4' as const,
    pageMargins: [24, 24, 24, 24] as [number, number, number, number],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    info: { title: `DANFE NF-e ${note.numero}` },
    content,
  };
}
