/**
 * The NF-e / NFC-e document of layout 4.00 (MOC 7.0), written element by element in schema order. Values are
 * escaped; money is integer cents written with two places; nothing is formatted by the locale. The output is
 * the unsigned `<NFe>` whose `infNFe` the signer signs (sign.ts).
 */
import { buildAccessKey, fiscalTotals, type FiscalTotals, isCardPaymentType, UF_CODES, xmlMoney } from '@brasa/domain';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
export const HOMOLOGATION_NAME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
export const HOMOLOGATION_FIRST_ITEM = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** SEFAZ refuses control characters, leading/trailing and doubled spaces in text fields. */
export function cleanText(text: string, max: number): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- SEFAZ refuses control characters in text fields
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim()
  );
}

type Node = string | null | undefined | false;

/** An element with text (escaped) or children (already XML); empty optional elements are left out by callers. */
function el(name: string, content: string | number | Node[], attrs?: Record<string, string>): string {
  const attributes = attrs
    ? Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
        .join('')
    : '';
  const inner = Array.isArray(content) ? content.filter(Boolean).join('') : escapeXml(String(content));
  return `<${name}${attributes}>${inner}</${name}>`;
}

const opt = (name: string, value: string | number | null | undefined): Node =>
  value === null || value === undefined || value === '' ? null : el(name, value);

export interface FiscalAddress {
  xLgr: string;
  nro: string;
  xCpl?: string | null;
  xBairro: string;
  /** IBGE municipality code, 7 digits. */
  cMun: string;
  xMun: string;
  uf: string;
  cep: string;
  fone?: string | null;
}

export interface FiscalIssuer {
  cnpj: string;
  ie: string;
  razaoSocial: string;
  nomeFantasia?: string | null;
  /** 1 Simples Nacional, 2 Simples excess, 3 normal regime, 4 MEI. */
  crt: 1 | 2 | 3 | 4;
  endereco: FiscalAddress;
}

/** A product's fiscal data (doc 2 §3 fiscal info): NCM, CFOP, origin, ICMS situation and PIS/COFINS. */
export interface ProductFiscalData {
  ncm: string;
  cfop: string;
  /** Origin of the goods, 0 national. */
  origem: number;
  /** CSOSN (Simples) or CST (normal regime) of ICMS. */
  icms: string;
  /** ICMS rate in percent, for CST 00. */
  aliquotaIcms?: number | null;
  cest?: string | null;
  /** PIS/COFINS CST: 01 taxed (with rates), 04-09 not taxed, 49/99 other. */
  pisCofinsCst: string;
  aliquotaPis?: number | null;
  aliquotaCofins?: number | null;
}

export interface FiscalItem {
  codigo: string;
  descricao: string;
  unidade: string;
  quantidade: number;
  gtin?: string | null;
  fiscal: ProductFiscalData;
  /** The line's gross value (quantity × price + sub-items) and own discount, cents. */
  grossCents: number;
  discountCents: number;
}

export interface FiscalPayment {
  tPag: string;
  descricao?: string | null;
  valorCents: number;
  /** Card data from a TEF payment: tpIntegra 1 integrated, 2 not. */
  cartao?: {
    integrado: boolean;
    cnpjCredenciadora?: string | null;
    bandeira?: string | null;
    autorizacao?: string | null;
  } | null;
}

export interface FiscalRecipientData {
  cpfCnpj: string;
  nome: string;
  tipo: 'F' | 'J';
  endereco?: FiscalAddress | null;
  email?: string | null;
}

export interface NFeInput {
  modelo: '55' | '65';
  serie: number;
  numero: number;
  cNF: string;
  tpEmis: number;
  /** 1 production, 2 homologation. */
  tpAmb: 1 | 2;
  dhEmi: Date;
  /** The state's UTC offset, e.g. '-03:00'. */
  utcOffset?: string;
  emitente: FiscalIssuer;
  destinatario?: FiscalRecipientData | null;
  itens: FiscalItem[];
  /** Order discount and channel benefits (vDesc), fees and tip (vOutro), cents. */
  orderDiscountCents: number;
  otherChargesCents: number;
  pagamentos: FiscalPayment[];
  trocoCents?: number;
  /** 1 in person, 4 delivery. */
  indPres?: number;
  contingencia?: { dhCont: Date; xJust: string } | null;
  infCpl?: string | null;
  verProc?: string;
}

export interface BuiltNFe {
  chave: string;
  /** `<NFe xmlns=...><infNFe Id="NFe{chave}" versao="4.00">...</infNFe></NFe>`, unsigned, no infNFeSupl. */
  xml: string;
  totals: FiscalTotals;
  vNFCents: number;
}

/** 'YYYY-MM-DDThh:mm:ss-03:00' of an instant in the given offset. */
export function formatDateTimeOffset(date: Date, offset = '-03:00'): string {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new Error(`UTC offset inválido: ${offset}`);
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  const local = new Date(date.getTime() + minutes * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

function decimal(value: number, places: number): string {
  return value.toFixed(places);
}

function icmsOf(
  fiscal: ProductFiscalData,
  crt: number,
  baseCents: number,
): { xml: string; vBC: number; vICMS: number } {
  const orig = String(fiscal.origem);
  if (crt === 1 || crt === 4 || crt === 2) {
    const csosn = fiscal.icms;
    if (['101'].includes(csosn)) {
      return {
        xml: el('ICMSSN101', [
          el('orig', orig),
          el('CSOSN', csosn),
          el('pCredSN', '0.0000'),
          el('vCredICMSSN', '0.00'),
        ]),
        vBC: 0,
        vICMS: 0,
      };
    }
    if (csosn === '500') {
      return { xml: el('ICMSSN500', [el('orig', orig), el('CSOSN', csosn)]), vBC: 0, vICMS: 0 };
    }
    if (csosn === '900') {
      return { xml: el('ICMSSN900', [el('orig', orig), el('CSOSN', csosn)]), vBC: 0, vICMS: 0 };
    }
    return {
      xml: el('ICMSSN102', [
        el('orig', orig),
        el('CSOSN', ['102', '103', '300', '400'].includes(csosn) ? csosn : '102'),
      ]),
      vBC: 0,
      vICMS: 0,
    };
  }
  const cst = fiscal.icms;
  if (cst === '00') {
    const rate = fiscal.aliquotaIcms ?? 0;
    const vICMS = Math.round((baseCents * rate) / 100);
    return {
      xml: el('ICMS00', [
        el('orig', orig),
        el('CST', '00'),
        el('modBC', '3'),
        el('vBC', xmlMoney(baseCents)),
        el('pICMS', decimal(rate, 2)),
        el('vICMS', xmlMoney(vICMS)),
      ]),
      vBC: baseCents,
      vICMS,
    };
  }
  if (cst === '60') {
    return { xml: el('ICMS60', [el('orig', orig), el('CST', '60')]), vBC: 0, vICMS: 0 };
  }
  return {
    xml: el('ICMS40', [el('orig', orig), el('CST', ['40', '41', '50'].includes(cst) ? cst : '41')]),
    vBC: 0,
    vICMS: 0,
  };
}

function pisCofinsOf(
  kind: 'PIS' | 'COFINS',
  fiscal: ProductFiscalData,
  baseCents: number,
): { xml: string; value: number } {
  const cst = fiscal.pisCofinsCst;
  if (cst === '01' || cst === '02') {
    const rate = (kind === 'PIS' ? fiscal.aliquotaPis : fiscal.aliquotaCofins) ?? 0;
    const value = Math.round((baseCents * rate) / 100);
    return {
      xml: el(kind, [
        el(`${kind}Aliq`, [
          el('CST', cst),
          el('vBC', xmlMoney(baseCents)),
          el(`p${kind}`, decimal(rate, 4)),
          el(`v${kind}`, xmlMoney(value)),
        ]),
      ]),
      value,
    };
  }
  if (['04', '05', '06', '07', '08', '09'].includes(cst)) {
    return { xml: el(kind, [el(`${kind}NT`, [el('CST', cst)])]), value: 0 };
  }
  return {
    xml: el(kind, [
      el(`${kind}Outr`, [el('CST', cst || '99'), el('vBC', '0.00'), el(`p${kind}`, '0.0000'), el(`v${kind}`, '0.00')]),
    ]),
    value: 0,
  };
}

function address(tag: 'enderEmit' | 'enderDest', a: FiscalAddress): string {
  return el(tag, [
    el('xLgr', cleanText(a.xLgr, 60)),
    el('nro', cleanText(a.nro || 'S/N', 60)),
    opt('xCpl', a.xCpl ? cleanText(a.xCpl, 60) : null),
    el('xBairro', cleanText(a.xBairro, 60)),
    el('cMun', a.cMun),
    el('xMun', cleanText(a.xMun, 60)),
    el('UF', a.uf),
    el('CEP', a.cep.replace(/\D/g, '')),
    el('cPais', '1058'),
    el('xPais', 'BRASIL'),
    opt('fone', a.fone ? a.fone.replace(/\D/g, '') : null),
  ]);
}

/** Builds the unsigned document and its access key. Throws on data the layout cannot carry. */
export function buildNFe(input: NFeInput): BuiltNFe {
  const emit = input.emitente;
  const cUF = UF_CODES[emit.endereco.uf];
  if (!cUF) throw new Error(`UF do emitente inválida: ${emit.endereco.uf}`);
  if (input.itens.length === 0) throw new Error('O documento fiscal precisa de ao menos um item.');
  if (input.itens.length > 990) throw new Error('O documento fiscal aceita no máximo 990 itens.');
  const offset = input.utcOffset ?? '-03:00';
  const dhEmi = formatDateTimeOffset(input.dhEmi, offset);
  const aamm = dhEmi.slice(2, 4) + dhEmi.slice(5, 7);
  const chave = buildAccessKey({
    cUF,
    aamm,
    cnpj: emit.cnpj,
    modelo: input.modelo,
    serie: input.serie,
    numero: input.numero,
    tpEmis: input.tpEmis,
    cNF: input.cNF,
  });
  const homologation = input.tpAmb === 2;
  const nfce = input.modelo === '65';
  const totals = fiscalTotals({
    lines: input.itens.map((i) => ({ grossCents: i.grossCents, discountCents: i.discountCents })),
    orderDiscountCents: input.orderDiscountCents,
    otherChargesCents: input.otherChargesCents,
  });

  const ide = el('ide', [
    el('cUF', cUF),
    el('cNF', input.cNF),
    el('natOp', 'VENDA'),
    el('mod', input.modelo),
    el('serie', String(input.serie)),
    el('nNF', String(input.numero)),
    el('dhEmi', dhEmi),
    el('tpNF', '1'),
    el('idDest', '1'),
    el('cMunFG', emit.endereco.cMun),
    el('tpImp', nfce ? '4' : '1'),
    el('tpEmis', String(input.tpEmis)),
    el('cDV', chave.slice(43)),
    el('tpAmb', String(input.tpAmb)),
    el('finNFe', '1'),
    el('indFinal', '1'),
    el('indPres', String(input.indPres ?? 1)),
    el('indIntermed', '0'),
    el('procEmi', '0'),
    el('verProc', input.verProc ?? 'Brasa PDV 1.0'),
    input.contingencia && input.tpEmis !== 1
      ? el('dhCont', formatDateTimeOffset(input.contingencia.dhCont, offset))
      : null,
    input.contingencia && input.tpEmis !== 1 ? el('xJust', cleanText(input.contingencia.xJust, 256)) : null,
  ]);

  const emitXml = el('emit', [
    el('CNPJ', emit.cnpj),
    el('xNome', cleanText(emit.razaoSocial, 60)),
    opt('xFant', emit.nomeFantasia ? cleanText(emit.nomeFantasia, 60) : null),
    address('enderEmit', emit.endereco),
    el('IE', emit.ie.replace(/\D/g, '') || 'ISENTO'),
    el('CRT', String(emit.crt)),
  ]);

  const dest = input.destinatario;
  const destXml =
    dest && dest.cpfCnpj
      ? el('dest', [
          dest.tipo === 'J' ? el('CNPJ', dest.cpfCnpj) : el('CPF', dest.cpfCnpj),
          dest.nome || homologation ? el('xNome', homologation ? HOMOLOGATION_NAME : cleanText(dest.nome, 60)) : null,
          dest.endereco ? address('enderDest', dest.endereco) : null,
          el('indIEDest', '9'),
          opt('email', dest.email ?? null),
        ])
      : null;

  let vBC = 0;
  let vICMS = 0;
  let vPIS = 0;
  let vCOFINS = 0;
  const det = input.itens.map((item, index) => {
    const line = totals.lines[index]!;
    const base = line.vProd - line.vDesc + line.vOutro;
    const icms = icmsOf(item.fiscal, emit.crt, base);
    const pis = pisCofinsOf('PIS', item.fiscal, base);
    const cofins = pisCofinsOf('COFINS', item.fiscal, base);
    vBC += icms.vBC;
    vICMS += icms.vICMS;
    vPIS += pis.value;
    vCOFINS += cofins.value;
    const quantity = item.quantidade > 0 ? item.quantidade : 1;
    const unit = (line.vProd / 100 / quantity).toFixed(10).replace(/0+$/, '').replace(/\.$/, '.00');
    const description = homologation && nfce && index === 0 ? HOMOLOGATION_FIRST_ITEM : cleanText(item.descricao, 120);
    const gtin = item.gtin && /^\d{8}$|^\d{12,14}$/.test(item.gtin) ? item.gtin : 'SEM GTIN';
    return el(
      'det',
      [
        el('prod', [
          el('cProd', cleanText(item.codigo, 60)),
          el('cEAN', gtin),
          el('xProd', description),
          el('NCM', item.fiscal.ncm),
          opt('CEST', item.fiscal.cest ?? null),
          el('CFOP', item.fiscal.cfop),
          el('uCom', cleanText(item.unidade || 'UN', 6)),
          el('qCom', quantity.toFixed(4)),
          el('vUnCom', unit),
          el('vProd', xmlMoney(line.vProd)),
          el('cEANTrib', gtin),
          el('uTrib', cleanText(item.unidade || 'UN', 6)),
          el('qTrib', quantity.toFixed(4)),
          el('vUnTrib', unit),
          line.vDesc > 0 ? el('vDesc', xmlMoney(line.vDesc)) : null,
          line.vOutro > 0 ? el('vOutro', xmlMoney(line.vOutro)) : null,
          el('indTot', '1'),
        ]),
        el('imposto', [el('ICMS', [icms.xml]), pis.xml, cofins.xml]),
      ],
      { nItem: String(index + 1) },
    );
  });

  const total = el('total', [
    el('ICMSTot', [
      el('vBC', xmlMoney(vBC)),
      el('vICMS', xmlMoney(vICMS)),
      el('vICMSDeson', '0.00'),
      el('vFCP', '0.00'),
      el('vBCST', '0.00'),
      el('vST', '0.00'),
      el('vFCPST', '0.00'),
      el('vFCPSTRet', '0.00'),
      el('vProd', xmlMoney(totals.vProd)),
      el('vFrete', '0.00'),
      el('vSeg', '0.00'),
      el('vDesc', xmlMoney(totals.vDesc)),
      el('vII', '0.00'),
      el('vIPI', '0.00'),
      el('vIPIDevol', '0.00'),
      el('vPIS', xmlMoney(vPIS)),
      el('vCOFINS', xmlMoney(vCOFINS)),
      el('vOutro', xmlMoney(totals.vOutro)),
      el('vNF', xmlMoney(totals.vNF)),
    ]),
  ]);

  const payments = input.pagamentos.length > 0 ? input.pagamentos : [{ tPag: '90', valorCents: 0 }];
  const pag = el('pag', [
    ...payments.map((p) =>
      el('detPag', [
        el('tPag', p.tPag),
        p.tPag === '99' ? el('xPag', cleanText(p.descricao || 'Outros', 60)) : null,
        el('vPag', xmlMoney(p.tPag === '90' ? 0 : p.valorCents)),
        isCardPaymentType(p.tPag)
          ? el('card', [
              el('tpIntegra', p.cartao?.integrado ? '1' : '2'),
              opt('CNPJ', p.cartao?.cnpjCredenciadora ?? null),
              opt('tBand', p.cartao?.bandeira ?? null),
              opt('cAut', p.cartao?.autorizacao ? cleanText(p.cartao.autorizacao, 128) : null),
            ])
          : null,
      ]),
    ),
    input.trocoCents && input.trocoCents > 0 ? el('vTroco', xmlMoney(input.trocoCents)) : null,
  ]);

  const infAdic = input.infCpl ? el('infAdic', [el('infCpl', cleanText(input.infCpl, 5000))]) : null;
  const transp = el('transp', [el('modFrete', '9')]);
  const infNFe = el('infNFe', [ide, emitXml, destXml, ...det, total, transp, pag, infAdic], {
    Id: `NFe${chave}`,
    versao: '4.00',
  });
  return { chave, xml: `<NFe xmlns="${NFE_NAMESPACE}">${infNFe}</NFe>`, totals, vNFCents: totals.vNF };
}
