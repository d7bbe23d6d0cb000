/**
 * Issuing, transmitting and cancelling tax documents (issue 17; doc 1 §5 Fiscal, §7 gerarNotaFiscal).
 *
 * Never twice, never lost: the number is reserved, the document built and signed and the row written in one
 * transaction, before anything is sent; what the authority answers moves the row. When the authority does not
 * answer, the key is queried before anything else is sent. An NFC-e the authority cannot take is issued offline
 * (tpEmis 9) — on the same number when the first key certainly never reached the authority, on a new number
 * otherwise — and transmitted later with its own key by `transmitPendingFiscal`. Rejected numbers are voided.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calculateOrderTotals,
  EMISSION_NORMAL,
  EMISSION_OFFLINE,
  FISCAL_MODEL_NAMES,
  fiscalRecipient,
  isCardPaymentType,
  isImported,
  issuedModels,
  itemTotal,
  MSG,
  paymentTypeOf,
  randomCodeFrom,
  toCents,
  type FiscalModel,
} from '@brasa/domain';
import type { TCancelarNotaFiscal, TGerarNotaFiscal, TIFoodOrder, TOrder, TOrderFiscalPart } from '@brasa/contracts';
import type { Db, Tx } from '../../db/client';
import { notaFiscal, pessoa, produto } from '../../db/schema';
import { AppError, hasSqlState, notFound, unprocessable } from '../../errors';
import { buildCancelEvent, buildSubstitutionCancelEvent, buildVoidRequest } from '../../providers/fiscal/events';
import { nfceQrCode, withSupplement } from '../../providers/fiscal/qrcode';
import { digestValueOf, signXml } from '../../providers/fiscal/sign';
import {
  buildNFe,
  formatDateTimeOffset,
  type FiscalItem,
  type FiscalPayment,
  type ProductFiscalData,
} from '../../providers/fiscal/xml';
import { FiscalNoAnswerError, type FiscalTarget, type Protocol } from '../../providers/fiscal';
import { getParameterValue } from '../parameters/repository';
import { claimOf, idempotent, idempotentCall } from '../../idempotency';
import { findOrder, lockOrder } from '../orders/repository';
import { toOrder } from '../order-data/mapper';
import { loadFiscalSetup, type FiscalSetup } from './setup';
import { writeOrderChange } from '../orders/mutate-order';

type NoteRow = typeof notaFiscal.$inferSelect;

export interface IssueResult {
  pedidoIntegracao: TOrder;
  mensagens: string[];
}

const AUTHORIZED = new Set([100, 150]);
const ISSUE_ROUTE = 'POST /api-v2/pedidoIntegracao/gerarNotaFiscal';
const CANCEL_ROUTE = 'POST /api-v2/pedidoIntegracao/cancelarNotaFiscal';
/** NFC-e cancellation window (most states: 30 minutes); NF-e 24 hours. */
export const CANCEL_WINDOW_MS: Readonly<Record<'55' | '65', number>> = { '55': 24 * 3_600_000, '65': 30 * 60_000 };

function targetOf(app: FastifyInstance, setup: FiscalSetup, modelo: '55' | '65'): FiscalTarget {
  const endpoints = app.providers.fiscal.endpoints(setup.emitente.endereco.uf, modelo, setup.ambiente);
  if (!endpoints) throw unprocessable(MSG.FISCAL_NOT_CONFIGURED);
  return {
    services: endpoints.services,
    tpAmb: setup.tpAmb,
    cUF: setup.cUF,
    tls: { keyPem: setup.certificate.keyPem, certPem: setup.certificate.certPem },
  };
}

function qrUrls(app: FastifyInstance, setup: FiscalSetup) {
  const endpoints = app.providers.fiscal.endpoints(setup.emitente.endereco.uf, '65', setup.ambiente);
  const qrCode = setup.urlQrCode || endpoints?.qrCode;
  const urlChave = setup.urlChave || endpoints?.urlChave;
  if (!qrCode || !urlChave) throw unprocessable(MSG.FISCAL_NOT_CONFIGURED);
  return { qrCode, urlChave };
}

/** The order's `pedido` part (doc 1 §3) from its document. */
export function fiscalPartOf(note: NoteRow): TOrderFiscalPart {
  const name = FISCAL_MODEL_NAMES[note.modelo as FiscalModel] ?? note.modelo;
  const descriptions: Record<string, string> = {
    AUTORIZADA: `${name} autorizada`,
    CONTINGENCIA: `${name} emitida em contingência`,
    REJEITADA: `${name} rejeitada`,
    CANCELADA: `${name} cancelada`,
    RESERVADA: `${name} aguardando SEFAZ`,
    CONSULTAR: `${name} aguardando SEFAZ`,
    SUBSTITUIR: `${name} substituída pela emitida em contingência`,
    INUTILIZAR: `${name} não emitida`,
    INUTILIZADA: `${name} não emitida`,
  };
  return {
    status: note.status === 'CANCELADA' ? 101 : (note.cStat ?? 0),
    statusDescricao: descriptions[note.status] ?? note.status,
    msgStatus: note.xMotivo,
    chave: note.chave,
    modelo: note.modelo,
    nomeNotaFiscal: note.destNome,
    cpfCnpj: note.destCpfCnpj,
    idNotaFiscal: note.id,
    tipoEmissao: note.tpEmis,
    situacao: note.status,
  };
}

/**
 * Writes the document's state on its order (`pedido`, comNf) as an order change: the version moves and an
 * `order.updated` event is recorded in the same transaction, so every terminal's board card (its invoice badge)
 * changes live (issue 17); the bus publishes them once the caller's transaction commits.
 */
async function reflectOnOrder(app: FastifyInstance, tx: Tx, note: NoteRow): Promise<void> {
  const row = await lockOrder(tx, note.unidadeId, note.pedidoId);
  if (!row) return;
  if (!(LIVE_NOTE_STATUSES as readonly string[]).includes(note.status)) {
    // A replaced or voided document never hides the sale's live one.
    const live = await liveNoteOf(tx, note.unidadeId, note.pedidoId);
    if (live && live.id !== note.id) return;
  }
  await writeOrderChange(app, tx, { unidadeId: note.unidadeId, username: note.username }, row, {
    values: { notaFiscal: fiscalPartOf(note), comNf: ['AUTORIZADA', 'CONTINGENCIA'].includes(note.status) },
    logs: [],
  });
}

/** Moves a document and its order in one transaction, and announces the order's change after commit. */
async function updateNote(app: FastifyInstance, note: NoteRow, changes: Partial<NoteRow>): Promise<NoteRow> {
  return app.orderEvents.transaction(async (tx) => {
    const [changed] = await tx
      .update(notaFiscal)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(notaFiscal.id, note.id))
      .returning();
    await reflectOnOrder(app, tx, changed!);
    return changed!;
  });
}

/** Items, payments and totals of the order as the document carries them. */
async function documentLines(db: Db, unidadeId: number, setup: FiscalSetup, body: TIFoodOrder) {
  const items = (body.items ?? []).filter((item) => item.sumInTotal !== false);
  if (items.length === 0) throw unprocessable(MSG.FISCAL_NO_ITEMS);
  const codes = [
    ...new Set(items.map((i) => Number(i.externalCode)).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31)),
  ];
  const products = codes.length
    ? await db
        .select({
          id: produto.id,
          dadosFiscais: produto.dadosFiscais,
          unidadeMedida: produto.unidadeMedida,
          codigoBarras: produto.codigoBarras,
        })
        .from(produto)
        .where(and(eq(produto.unidadeId, unidadeId), inArray(produto.id, codes)))
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const fiscalItems: FiscalItem[] = items.map((item) => {
    const product = byId.get(Number(item.externalCode));
    const fiscal = (product?.dadosFiscais as ProductFiscalData | null) ?? setup.produtoPadrao ?? null;
    if (!fiscal) throw unprocessable(`O produto ${item.name} não possui dados fiscais (NCM, CFOP).`);
    const discountCents = toCents(item.discount ?? 0);
    return {
      codigo: String(item.externalCode ?? item.referenceCode ?? item.name).slice(0, 60),
      descricao: item.name,
      unidade: product?.unidadeMedida ?? 'UN',
      quantidade: item.quantity,
      gtin: product?.codigoBarras ?? null,
      fiscal,
      grossCents: itemTotal(item) + discountCents,
      discountCents,
    };
  });
  const totals = calculateOrderTotals({
    items,
    deliveryMode: body.deliveryMethod?.mode ?? null,
    deliveryFee: body.deliveryFee,
    tip: body.adicionalTip,
    discount: body.discount,
    benefits: body.benefits ?? [],
    payments: body.payments,
  });
  const payments: FiscalPayment[] = (body.payments ?? []).map((p) => {
    const tPag = paymentTypeOf(p.code);
    const tef = (p as { tefInfo?: unknown }).tefInfo;
    const autorizacao = (p as { autorizacao?: string | null }).autorizacao ?? null;
    return {
      tPag,
      descricao: p.name ?? null,
      valorCents: toCents(p.value),
      cartao: isCardPaymentType(tPag) ? { integrado: Boolean(tef), autorizacao } : null,
    };
  });
  const paid = payments.reduce((s, p) => s + p.valorCents, 0);
  if (paid < totals.total) {
    payments.push({ tPag: '99', descricao: 'Benefício do canal', valorCents: totals.total - paid });
  }
  return {
    itens: fiscalItems,
    orderDiscountCents: totals.discount + totals.benefits,
    otherChargesCents: totals.serviceFee + totals.deliveryFee + totals.tip,
    pagamentos: payments,
    trocoCents: Math.max(0, paid - totals.total),
    totalCents: totals.total,
    // indPres: 4 (NFC-e em operação com entrega a domicílio) when the order goes out to the customer, else 1.
    indPres: body.deliveryMethod?.mode === 'DELIVERY' ? 4 : 1,
  };
}

interface DocumentPlan {
  modelo: '55' | '65';
  serie: number;
  numero: number;
  tpEmis: number;
  dhEmi: Date;
  contingencia: { dhCont: Date; xJust: string } | null;
}

type Lines = Awaited<ReturnType<typeof documentLines>>;

function buildSigned(
  app: FastifyInstance,
  setup: FiscalSetup,
  plan: DocumentPlan,
  lines: Lines,
  dest: ReturnType<typeof fiscalRecipient>,
) {
  const built = buildNFe({
    modelo: plan.modelo,
    serie: plan.serie,
    numero: plan.numero,
    cNF: randomCodeFrom(randomInt(0, 100_000_000), plan.numero),
    tpEmis: plan.tpEmis,
    tpAmb: setup.tpAmb,
    dhEmi: plan.dhEmi,
    utcOffset: setup.utcOffset,
    emitente: setup.emitente,
    destinatario: dest && dest.cpfCnpj ? dest : null,
    itens: lines.itens,
    orderDiscountCents: lines.orderDiscountCents,
    otherChargesCents: lines.otherChargesCents,
    pagamentos: lines.pagamentos,
    trocoCents: lines.trocoCents,
    indPres: lines.indPres,
    contingencia: plan.contingencia,
  });
  let xml = signXml(built.xml, 'infNFe', setup.certificate);
  let qrCode: string | null = null;
  let urlChave: string | null = null;
  if (plan.modelo === '65') {
    const urls = qrUrls(app, setup);
    qrCode = nfceQrCode({
      chave: built.chave,
      tpAmb: setup.tpAmb,
      idCsc: setup.idCsc,
      csc: setup.csc,
      urlQrCode: urls.qrCode,
      offline:
        plan.tpEmis === EMISSION_OFFLINE
          ? {
              dhEmi: formatDateTimeOffset(plan.dhEmi, setup.utcOffset),
              vNFCents: built.vNFCents,
              digestValue: digestValueOf(xml)!,
            }
          : null,
    });
    urlChave = urls.urlChave;
    xml = withSupplement(xml, qrCode, urlChave);
  }
  return { ...built, xml, qrCode, urlChave };
}

/** Takes the next number of a series (never handed out twice: the row is updated in the caller's transaction). */
async function reserveNumber(tx: Tx, unidadeId: number, modelo: string, serie: number): Promise<number> {
  const result = await tx.execute(sql`
    insert into serie_fiscal (unidade_id, modelo, serie, proximo) values (${unidadeId}, ${modelo}, ${serie}, 2)
    on conflict (unidade_id, modelo, serie) do update set proximo = serie_fiscal.proximo + 1
    returning proximo - 1 as numero`);
  const rows = (result as unknown as { rows: { numero: number | string }[] }).rows;
  return Number(rows[0]!.numero);
}

async function recipientOf(db: Db, unidadeId: number, body: TGerarNotaFiscal) {
  if (body.cpfCnpj || body.nome) return fiscalRecipient(body.nome, body.cpfCnpj);
  if (body.idPessoa) {
    const [person] = await db
      .select({ nome: pessoa.nome, cpfCnpj: pessoa.cpfCnpj })
      .from(pessoa)
      .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, body.idPessoa)))
      .limit(1);
    if (!person) throw notFound(MSG.CUSTOMER_NOT_FOUND);
    return fiscalRecipient(person.nome, person.cpfCnpj);
  }
  return null;
}

/** POST gerarNotaFiscal. */
export async function issueFiscalDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  body: TGerarNotaFiscal,
): Promise<IssueResult> {
  const { unidadeId, username } = request.session;
  const db = app.database.db;
  if (body.modelo === '2D') throw unprocessable(MSG.FISCAL_PAF_ECF_PRINT);
  const models = issuedModels(await getParameterValue(db, unidadeId, 'MODELOS_DE_DOCUMENTOS_EMITIDOS'));
  if (models.length === 0) throw unprocessable(MSG.FISCAL_MODELS_NOT_CONFIGURED);
  if (!models.includes(body.modelo)) throw unprocessable(MSG.modeloNaoHabilitado(body.modelo));
  const modelo = body.modelo;
  const found = await findOrder(db, unidadeId, body.id);
  if (!found) throw notFound(MSG.ORDER_NOT_FOUND);
  const recipient = await recipientOf(db, unidadeId, body);
  if (modelo === '55' && !recipient?.cpfCnpj) throw unprocessable(MSG.FISCAL_MODEL_55_REQUIRES_CUSTOMER);
  const claim = claimOf(request, ISSUE_ROUTE, body);

  const live = await liveNoteOf(db, unidadeId, body.id);
  // A retry after a lost answer, a second click: the call answers the sale's live document.
  if (live) return answerLive(app, unidadeId, live, modelo);
  if (found.row.situacao === 'CANCELADO' || !found.row.ativo) throw unprocessable(MSG.FISCAL_ORDER_CANCELLED);
  if (!found.row.pago) throw unprocessable(MSG.FISCAL_ORDER_NOT_PAID);
  // doc 2 §5.7: the invoice follows the import ('Pedido #{id} precisa estar importado para gerar uma NFC-e/NF-e').
  if (!isImported(found.row)) throw unprocessable(MSG.pedidoPrecisaEstarImportado(found.row.sequencial ?? body.id));
  const setup = await loadFiscalSetup(db, unidadeId);
  if (!setup) throw unprocessable(MSG.FISCAL_NOT_CONFIGURED);
  const lines = await documentLines(db, unidadeId, setup, found.row.body as TIFoodOrder);
  const serie = setup.series[modelo];

  /** The document this call reserved (and sends), or none when it answers one reserved earlier. */
  let reservedNote: NoteRow | null = null;
  const reserve = () =>
    app.orderEvents.transaction((tx) =>
      idempotent(tx, claim, async (): Promise<{ idNotaFiscal: number }> => {
        // The order's row lock serializes the requests for one sale; the partial unique index nota_fiscal_viva_idx
        // is what makes a second live document impossible.
        await lockOrder(tx, unidadeId, body.id);
        const racing = await liveNoteOf(tx, unidadeId, body.id);
        if (racing) {
          if (racing.modelo !== modelo) throw otherModelLive(racing, modelo);
          return { idNotaFiscal: racing.id };
        }
        reservedNote = await reserveNote(tx);
        return { idNotaFiscal: reservedNote.id };
      }),
    );
  const reserveNote = async (tx: Tx) => {
    const numero = await reserveNumber(tx, unidadeId, modelo, serie);
    const plan: DocumentPlan = {
      modelo,
      serie,
      numero,
      tpEmis: EMISSION_NORMAL,
      dhEmi: new Date(),
      contingencia: null,
    };
    const doc = buildSigned(app, setup, plan, lines, recipient);
    const [note] = await tx
      .insert(notaFiscal)
      .values({
        unidadeId,
        pedidoId: body.id,
        modelo,
        serie,
        numero,
        chave: doc.chave,
        tpEmis: EMISSION_NORMAL,
        tpAmb: setup.tpAmb,
        status: 'RESERVADA',
        xml: doc.xml,
        qrCode: doc.qrCode,
        urlChave: doc.urlChave,
        valorCents: doc.vNFCents,
        destNome: recipient?.nome || null,
        destCpfCnpj: recipient?.cpfCnpj || null,
        dhEmi: plan.dhEmi,
        username,
      })
      .returning();
    await reflectOnOrder(app, tx, note!);
    return note!;
  };
  let reserved: { idNotaFiscal: number };
  try {
    reserved = await reserve();
  } catch (error) {
    if (!hasSqlState(error, '23505')) throw error;
    // Another request reserved the sale's document between our read and our write: answer it.
    const winner = await liveNoteOf(db, unidadeId, body.id);
    if (!winner) throw error;
    return answerLive(app, unidadeId, winner, modelo);
  }
  const mine = reservedNote as NoteRow | null;
  if (!mine) {
    const [note] = await db
      .select()
      .from(notaFiscal)
      .where(and(eq(notaFiscal.unidadeId, unidadeId), eq(notaFiscal.id, reserved.idNotaFiscal)));
    if (!note) throw notFound(MSG.FISCAL_DOCUMENT_NOT_FOUND);
    return answerOf(app, unidadeId, note, []);
  }
  const sent = await sendNote(app, setup, mine, { lines, recipient });
  return answerOf(app, unidadeId, sent.note, sent.messages);
}

/** Statuses under which a document is the sale's (nota_fiscal_viva_idx): at most one per order, either model. */
export const LIVE_NOTE_STATUSES = ['RESERVADA', 'CONSULTAR', 'AUTORIZADA', 'CONTINGENCIA'] as const;

async function liveNoteOf(db: Db | Tx, unidadeId: number, pedidoId: number): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(notaFiscal)
    .where(
      and(
        eq(notaFiscal.unidadeId, unidadeId),
        eq(notaFiscal.pedidoId, pedidoId),
        inArray(notaFiscal.status, [...LIVE_NOTE_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

function otherModelLive(live: NoteRow, wanted: FiscalModel): AppError {
  const name = FISCAL_MODEL_NAMES[live.modelo as FiscalModel] ?? live.modelo;
  return unprocessable(
    MSG.documentoFiscalVivo(name, live.numero, fiscalPartOf(live).statusDescricao, FISCAL_MODEL_NAMES[wanted]),
  );
}

/** The same model answers the live document; another model is refused, saying how to proceed. */
async function answerLive(app: FastifyInstance, unidadeId: number, live: NoteRow, wanted: FiscalModel) {
  if (live.modelo !== wanted) throw otherModelLive(live, wanted);
  return answerOf(app, unidadeId, live, []);
}

async function answerOf(
  app: FastifyInstance,
  unidadeId: number,
  note: NoteRow,
  messages: string[],
): Promise<IssueResult> {
  const order = await findOrder(app.database.db, unidadeId, note.pedidoId);
  const name = FISCAL_MODEL_NAMES[note.modelo as FiscalModel] ?? note.modelo;
  const mensagens = [...messages];
  if (note.status === 'REJEITADA' && mensagens.length === 0)
    mensagens.push(MSG.erroEmitirNota(name, note.xMotivo ?? ''));
  return { pedidoIntegracao: toOrder(order!), mensagens };
}

function authorizedChanges(protocol: Protocol): Partial<NoteRow> {
  return {
    status: 'AUTORIZADA',
    cStat: protocol.cStat,
    xMotivo: protocol.xMotivo,
    nProt: protocol.nProt,
    protocoloXml: protocol.xml,
    autorizadaEm: new Date(),
  };
}

/** Queries the key; null when the authority does not answer. */
async function queryKey(app: FastifyInstance, target: FiscalTarget, chave: string) {
  try {
    return await app.providers.fiscal.client.queryProtocol(target, chave);
  } catch (error) {
    if (error instanceof FiscalNoAnswerError) return null;
    throw error;
  }
}

/**
 * Sends a reserved document and moves its row by the answer. `rebuild` (the order's lines) lets an NFC-e the
 * authority cannot take go offline.
 */
async function sendNote(
  app: FastifyInstance,
  setup: FiscalSetup,
  note: NoteRow,
  rebuild: { lines: Lines; recipient: ReturnType<typeof fiscalRecipient> } | null,
): Promise<{ note: NoteRow; messages: string[] }> {
  const modelo = note.modelo as '55' | '65';
  const target = targetOf(app, setup, modelo);
  const name = FISCAL_MODEL_NAMES[modelo];
  let answer;
  try {
    answer = await app.providers.fiscal.client.authorize(target, note.xml, String(note.id));
  } catch (error) {
    if (!(error instanceof FiscalNoAnswerError)) throw error;
    if (error.maybeReceived) {
      // It may have arrived: the key decides, never a resend.
      const query = await queryKey(app, target, note.chave);
      if (query && AUTHORIZED.has(query.cStat) && query.protocol) {
        return { note: await updateNote(app, note, authorizedChanges(query.protocol)), messages: [] };
      }
      if (!query) return offline(app, setup, note, rebuild, false);
      if (query.cStat !== 217) {
        return {
          note: await updateNote(app, note, { status: 'CONSULTAR', cStat: query.cStat, xMotivo: query.xMotivo }),
          messages: [MSG.FISCAL_PENDING],
        };
      }
    }
    return offline(app, setup, note, rebuild, true);
  }
  if (answer.cStat === 108 || answer.cStat === 109) return offline(app, setup, note, rebuild, true);
  const protocol = answer.protocol;
  if (!protocol) {
    // A batch-level refusal (schema, certificate...): the number was not used.
    const rejected = await updateNote(app, note, {
      status: 'INUTILIZAR',
      cStat: answer.cStat,
      xMotivo: answer.xMotivo,
    });
    await voidNumber(app, setup, rejected);
    return { note: { ...rejected, status: 'REJEITADA' }, messages: [MSG.erroEmitirNota(name, answer.xMotivo)] };
  }
  if (AUTHORIZED.has(protocol.cStat))
    return { note: await updateNote(app, note, authorizedChanges(protocol)), messages: [] };
  if (protocol.cStat === 204 || protocol.cStat === 539) {
    // 204: this key is there already; 539: the number is there with another key. Ask before anything else.
    const query = await queryKey(app, target, note.chave);
    if (query && AUTHORIZED.has(query.cStat) && query.protocol) {
      return { note: await updateNote(app, note, authorizedChanges(query.protocol)), messages: [] };
    }
    const changed = await updateNote(app, note, {
      status: 'REJEITADA',
      cStat: protocol.cStat,
      xMotivo: protocol.xMotivo,
    });
    return { note: changed, messages: [MSG.erroEmitirNota(name, protocol.xMotivo)] };
  }
  // A rejection: the number was not used; it is voided so the sequence has no hole.
  const rejected = await updateNote(app, note, {
    status: 'INUTILIZAR',
    cStat: protocol.cStat,
    xMotivo: protocol.xMotivo,
  });
  const voided = await voidNumber(app, setup, rejected);
  const final = await updateNote(app, voided, {
    status: voided.status === 'INUTILIZADA' ? 'REJEITADA' : 'INUTILIZAR',
    cStat: protocol.cStat,
    xMotivo: protocol.xMotivo,
  });
  return { note: final, messages: [MSG.erroEmitirNota(name, protocol.xMotivo)] };
}

/**
 * The authority did not take the document. NFC-e: issued offline now (tpEmis 9, dhCont, xJust) — on the same
 * number when the normal key certainly never arrived (`sameNumber`), else on a new number while the first is
 * queried later. NF-e: left for the transmission job, same key.
 */
async function offline(
  app: FastifyInstance,
  setup: FiscalSetup,
  note: NoteRow,
  rebuild: { lines: Lines; recipient: ReturnType<typeof fiscalRecipient> } | null,
  sameNumber: boolean,
): Promise<{ note: NoteRow; messages: string[] }> {
  if (note.modelo !== '65' || !rebuild) {
    const pending = await updateNote(app, note, {
      status: sameNumber ? 'RESERVADA' : 'CONSULTAR',
      cStat: 0,
      xMotivo: MSG.FISCAL_PENDING,
    });
    return { note: pending, messages: [MSG.FISCAL_PENDING] };
  }
  const dhCont = new Date();
  const contingency = await app.orderEvents.transaction(async (tx) => {
    let numero = note.numero;
    if (!sameNumber) {
      // The first key may have arrived: the twin carries the sale, the first is voided or cancelled by substitution.
      await tx
        .update(notaFiscal)
        .set({ status: 'SUBSTITUIR', updatedAt: new Date() })
        .where(eq(notaFiscal.id, note.id));
      numero = await reserveNumber(tx, note.unidadeId, note.modelo, note.serie);
    }
    const plan: DocumentPlan = {
      modelo: '65',
      serie: note.serie,
      numero,
      tpEmis: EMISSION_OFFLINE,
      dhEmi: dhCont,
      contingencia: { dhCont, xJust: MSG.FISCAL_CONTINGENCY_JUSTIFICATION },
    };
    const doc = buildSigned(app, setup, plan, rebuild.lines, rebuild.recipient);
    const values = {
      chave: doc.chave,
      tpEmis: EMISSION_OFFLINE,
      status: 'CONTINGENCIA',
      cStat: 0,
      xMotivo: MSG.FISCAL_OFFLINE_ISSUED,
      xml: doc.xml,
      qrCode: doc.qrCode,
      urlChave: doc.urlChave,
      dhEmi: dhCont,
      dhCont,
      xJust: MSG.FISCAL_CONTINGENCY_JUSTIFICATION,
      updatedAt: new Date(),
    };
    if (sameNumber) {
      const [row] = await tx.update(notaFiscal).set(values).where(eq(notaFiscal.id, note.id)).returning();
      await reflectOnOrder(app, tx, row!);
      return row!;
    }
    const [row] = await tx
      .insert(notaFiscal)
      .values({ ...note, id: undefined, numero, ...values, createdAt: new Date() })
      .returning();
    await reflectOnOrder(app, tx, row!);
    return row!;
  });
  return { note: contingency, messages: [MSG.FISCAL_OFFLINE_ISSUED] };
}

/** The year of the issuer's local date (a 31 December 22:00 note in Brasília is still that year). */
export const localYear = (date: Date, utcOffset: string) => Number(formatDateTimeOffset(date, utcOffset).slice(0, 4));

async function voidNumber(app: FastifyInstance, setup: FiscalSetup, note: NoteRow): Promise<NoteRow> {
  const request = signXml(
    buildVoidRequest({
      uf: setup.emitente.endereco.uf,
      cnpj: setup.emitente.cnpj,
      tpAmb: setup.tpAmb,
      modelo: note.modelo as '55' | '65',
      serie: note.serie,
      first: note.numero,
      last: note.numero,
      year: localYear(note.dhEmi, setup.utcOffset),
      xJust: 'Numero nao utilizado: documento rejeitado pela SEFAZ',
    }),
    'infInut',
    setup.certificate,
  );
  try {
    const answer = await app.providers.fiscal.client.voidNumbers(
      targetOf(app, setup, note.modelo as '55' | '65'),
      request,
    );
    if (answer.cStat === 102) {
      const [row] = await app.database.db
        .update(notaFiscal)
        .set({ status: 'INUTILIZADA', updatedAt: new Date() })
        .where(eq(notaFiscal.id, note.id))
        .returning();
      return row!;
    }
  } catch (error) {
    if (!(error instanceof FiscalNoAnswerError)) throw error;
  }
  return note;
}

/**
 * The transmission job's pass over a unit's pending documents (or every unit's): offline NFC-e sent with their
 * own key (after a query, in case an earlier send arrived), unanswered ones queried, rejected numbers voided.
 * Answers how many documents changed state.
 */
export async function transmitPendingFiscal(app: FastifyInstance, unidadeId?: number): Promise<number> {
  const db = app.database.db;
  const where = inArray(notaFiscal.status, ['RESERVADA', 'CONTINGENCIA', 'CONSULTAR', 'SUBSTITUIR', 'INUTILIZAR']);
  const found = await db
    .select()
    .from(notaFiscal)
    .where(unidadeId ? and(where, eq(notaFiscal.unidadeId, unidadeId)) : where)
    .orderBy(asc(notaFiscal.id))
    .limit(500);
  // Replaced documents last: their cancellation by substitution names a twin authorized in the same pass.
  const rows = [...found.filter((n) => n.status !== 'SUBSTITUIR'), ...found.filter((n) => n.status === 'SUBSTITUIR')];
  let changed = 0;
  const setups = new Map<number, FiscalSetup | null>();
  for (const note of rows) {
    if (!setups.has(note.unidadeId)) setups.set(note.unidadeId, await loadFiscalSetup(db, note.unidadeId));
    const setup = setups.get(note.unidadeId);
    if (!setup) continue;
    const target = targetOf(app, setup, note.modelo as '55' | '65');
    if (note.status === 'INUTILIZAR') {
      if ((await voidNumber(app, setup, note)).status === 'INUTILIZADA') changed += 1;
      continue;
    }
    const query = await queryKey(app, target, note.chave);
    if (!query) continue;
    if (note.status === 'SUBSTITUIR') {
      if ((await settleReplaced(app, setup, note, query)).status !== note.status) changed += 1;
      continue;
    }
    if (AUTHORIZED.has(query.cStat) && query.protocol) {
      await updateNote(app, note, authorizedChanges(query.protocol));
      changed += 1;
      continue;
    }
    if (query.cStat !== 217) continue;
    // Never arrived: sent now with its own key.
    const result = await sendNote(app, setup, note, null);
    if (result.note.status !== note.status) changed += 1;
  }
  return changed;
}

/**
 * A normal NFC-e replaced by its offline twin. Never arrived (217): its number is voided. Authorized: cancelled by
 * substitution (event 110112, chNFeRef = the twin) once the twin is authorized; if the twin did not survive (it was
 * rejected), the first is the sale's document after all.
 */
async function settleReplaced(
  app: FastifyInstance,
  setup: FiscalSetup,
  note: NoteRow,
  query: NonNullable<Awaited<ReturnType<typeof queryKey>>>,
): Promise<NoteRow> {
  if ([101, 151, 155].includes(query.cStat)) return updateNote(app, note, { status: 'CANCELADA' });
  if (query.cStat === 217) {
    const marked = await updateNote(app, note, { status: 'INUTILIZAR' });
    return voidNumber(app, setup, marked);
  }
  if (!AUTHORIZED.has(query.cStat) || !query.protocol?.nProt) return note;
  const nProt = query.protocol.nProt;
  const twin = await liveNoteOf(app.database.db, note.unidadeId, note.pedidoId);
  if (!twin) {
    try {
      return await updateNote(app, note, authorizedChanges(query.protocol));
    } catch (error) {
      if (hasSqlState(error, '23505')) return note;
      throw error;
    }
  }
  if (twin.status !== 'AUTORIZADA') return note;
  const event = signXml(
    buildSubstitutionCancelEvent({
      chave: note.chave,
      chNFeRef: twin.chave,
      cnpj: setup.emitente.cnpj,
      tpAmb: setup.tpAmb,
      nProt,
      xJust: MSG.FISCAL_SUBSTITUTION_JUSTIFICATION,
      dhEvento: new Date(),
      utcOffset: setup.utcOffset,
    }),
    'infEvento',
    setup.certificate,
  );
  let answer;
  try {
    answer = await app.providers.fiscal.client.sendEvent(targetOf(app, setup, '65'), event, String(note.id));
  } catch (error) {
    if (error instanceof FiscalNoAnswerError) return note;
    throw error;
  }
  const cStat = answer.event?.cStat ?? answer.cStat;
  if (![135, 136, 155, 573].includes(cStat)) {
    app.log.warn({ nota: note.id, cStat, xMotivo: answer.event?.xMotivo ?? answer.xMotivo }, 'fiscal: 110112 refused');
    return note;
  }
  return updateNote(app, note, {
    status: 'CANCELADA',
    nProt,
    protocoloXml: query.protocol.xml,
    cancelamentoProt: answer.event?.nProt ?? null,
    cancelamentoJust: MSG.FISCAL_SUBSTITUTION_JUSTIFICATION,
    xMotivo: answer.event?.xMotivo ?? answer.xMotivo,
  });
}

/** POST cancelarNotaFiscal: event 110111 within the window. */
export async function cancelFiscalDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  body: TCancelarNotaFiscal,
): Promise<IssueResult> {
  const { unidadeId } = request.session;
  const db = app.database.db;
  const [note] = await db
    .select()
    .from(notaFiscal)
    .where(and(eq(notaFiscal.unidadeId, unidadeId), eq(notaFiscal.id, body.idNotaFiscal)));
  if (!note) throw notFound(MSG.FISCAL_DOCUMENT_NOT_FOUND);
  if (note.status === 'CANCELADA') return answerOf(app, unidadeId, note, []);
  if (note.status !== 'AUTORIZADA' || !note.nProt) throw unprocessable(MSG.FISCAL_CANCEL_ONLY_AUTHORIZED);
  // The sale may stand (the customer wants an NF-e instead): cancelling the document frees the sale for another.
  const authorizedAt = note.autorizadaEm ?? note.dhEmi;
  if (Date.now() - authorizedAt.getTime() > CANCEL_WINDOW_MS[note.modelo as '55' | '65'])
    throw unprocessable(MSG.FISCAL_CANCEL_WINDOW);
  const setup = await loadFiscalSetup(db, unidadeId);
  if (!setup) throw unprocessable(MSG.FISCAL_NOT_CONFIGURED);
  // A retry of the same request sends the event again (SEFAZ answers a duplicate as such); the key on another
  // request is refused.
  return idempotentCall(db, claimOf(request, CANCEL_ROUTE, body), () => sendCancellation(app, setup, note, body), {
    whileRunning: 'rerun',
  });
}

async function sendCancellation(app: FastifyInstance, setup: FiscalSetup, note: NoteRow, body: TCancelarNotaFiscal) {
  const { unidadeId } = note;
  const target = targetOf(app, setup, note.modelo as '55' | '65');
  const event = signXml(
    buildCancelEvent({
      chave: note.chave,
      cnpj: setup.emitente.cnpj,
      tpAmb: setup.tpAmb,
      nProt: note.nProt!,
      xJust: body.justificativa,
      dhEvento: new Date(),
      utcOffset: setup.utcOffset,
    }),
    'infEvento',
    setup.certificate,
  );
  const name = FISCAL_MODEL_NAMES[note.modelo as FiscalModel];
  let answer;
  try {
    answer = await app.providers.fiscal.client.sendEvent(target, event, String(note.id));
  } catch (error) {
    if (error instanceof FiscalNoAnswerError)
      throw new AppError(503, MSG.erroEmitirNota(name, error.message), 'SEFAZ_SEM_RESPOSTA');
    throw error;
  }
  const cStat = answer.event?.cStat ?? answer.cStat;
  if (cStat === 135 || cStat === 136 || cStat === 155 || cStat === 573) {
    let prot = answer.event?.nProt ?? null;
    if (cStat === 573) {
      const query = await queryKey(app, target, note.chave);
      prot = query?.events.find((e) => e.tpEvento === '110111')?.nProt ?? null;
    }
    const cancelled = await updateNote(app, note, {
      status: 'CANCELADA',
      cancelamentoProt: prot,
      cancelamentoJust: body.justificativa,
      xMotivo: answer.event?.xMotivo ?? answer.xMotivo,
    });
    return answerOf(app, unidadeId, cancelled, []);
  }
  throw unprocessable(MSG.erroEmitirNota(name, answer.event?.xMotivo ?? answer.xMotivo));
}
