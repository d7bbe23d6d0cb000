import { MSG } from '@brasa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../errors';
import { toOrder } from '../modules/order-data/mapper';
import { findOrder } from '../modules/orders/repository';
import * as repo from './print-repository';
import { onlinePrintPage, ticketHtml } from './render-html';
import { ticketOfJob, UnprintableJob } from './render-job';
import { columnsForWidth, ticketText, type Ticket } from './ticket';
import { orderReceipt } from './tickets';

/** Knowing another unit's uuid opens nothing: it is answered like an unknown one. */
function requireOwnUnit(request: FastifyRequest, unitUuid: string | undefined) {
  if (unitUuid !== undefined && unitUuid !== request.session.unidadeUuid) throw notFound(MSG.UNIT_NOT_FOUND);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toLogEntry(row: repo.PrintRow) {
  return {
    _id: String(row.id),
    id: row.id,
    identificador: row.identificador,
    origem: row.origem,
    localImpressao: row.localImpressao,
    descricao: row.descricao,
    dataCriacao: row.dataCriacao.toISOString(),
    statusImpressao: row.statusImpressao,
    pedidoId: row.pedidoId,
    tentativas: row.tentativas,
    erro: row.erro,
    dataImpressao: iso(row.dataImpressao),
  };
}

/** GET /api/impressao/list/{unitUuid}?limit=100: the print log, newest first. */
export async function listPrintLog(app: FastifyInstance, request: FastifyRequest, unitUuid: string, limit: number) {
  requireOwnUnit(request, unitUuid);
  return (await repo.listPrints(app.database.db, request.session.unidadeId, limit)).map(toLogEntry);
}

/** GET /api/impressao/identificador/PEDIDO_INTEGRACAO_ID_{id}?uuid=: the prints of one identifier. */
export async function listPrintsOf(
  app: FastifyInstance,
  request: FastifyRequest,
  identificador: string,
  uuid: string | undefined,
  limit: number,
) {
  requireOwnUnit(request, uuid);
  return (await repo.listPrints(app.database.db, request.session.unidadeId, limit, identificador)).map(toLogEntry);
}

/** GET /api/localImpressao/list/{unitUuid}: the print locations and their printers. */
export async function listPrintLocations(app: FastifyInstance, request: FastifyRequest, unitUuid: string) {
  requireOwnUnit(request, unitUuid);
  return (await repo.listLocations(app.database.db, request.session.unidadeId)).map((l) => ({
    _id: String(l.id),
    id: l.id,
    chave: l.chave,
    descricao: l.descricao,
    impressora: {
      host: l.impressoraHost,
      porta: l.impressoraPorta,
      larguraPapel: l.larguraPapel,
      colunas: columnsForWidth(l.larguraPapel),
      paginaCodigo: l.paginaCodigo,
      ativa: l.impressoraAtiva,
    },
  }));
}

async function columnsOf(app: FastifyInstance, unidadeId: number, location: string) {
  const found = (await repo.listLocations(app.database.db, unidadeId)).find((l) => l.chave === location);
  return columnsForWidth(found?.larguraPapel ?? 80);
}

/** The ticket of one print: as printed when it was, else rendered now (a pending or failed print). */
async function printTicket(
  app: FastifyInstance,
  unidadeId: number,
  id: number,
): Promise<{ row: repo.PrintRow; columns: number; ticket: Ticket | null; problem?: string }> {
  const [row] = await repo.findPrints(app.database.db, unidadeId, [id]);
  if (!row) throw notFound(MSG.PRINT_NOT_FOUND);
  const unit = await repo.findUnit(app.database.db, unidadeId);
  const columns = await columnsOf(app, unidadeId, row.localImpressao);
  try {
    return { row, columns, ticket: await ticketOfJob(app.database.db, row, unit?.nome ?? '') };
  } catch (err) {
    if (err instanceof UnprintableJob) return { row, columns, ticket: null, problem: err.message };
    throw err;
  }
}

/** GET /api/impressao/{id}/visualizar: what 'Visualizar' shows. */
export async function viewPrint(app: FastifyInstance, request: FastifyRequest, id: number) {
  const { row, columns, ticket, problem } = await printTicket(app, request.session.unidadeId, id);
  const texto = row.textoImpresso ?? (ticket ? ticketText(ticket, columns) : (problem ?? ''));
  return { id: row.id, statusImpressao: row.statusImpressao, colunas: columns, texto };
}

// — /impressao-online.html: a short-lived link signed for exactly what it shows —

const LINK_SCOPE = 'impressao-online';
const LINK_LIFETIME_SECONDS = 120;
const ZLinkClaims = z.object({
  scope: z.literal(LINK_SCOPE),
  unidade: z.number().int(),
  ids: z.array(z.number().int()).optional(),
  impressaoId: z.number().int().optional(),
});

/**
 * POST /api/impressao/online (ours): the URL of the online print page for order ids or one print. The session
 * token never goes in a URL (it would land in logs and history): the link carries its own token, valid for two
 * minutes, for this unit and exactly these ids.
 */
export function onlineLink(
  request: FastifyRequest,
  app: FastifyInstance,
  body: { ids?: number[]; impressaoId?: number },
) {
  const claims = {
    scope: LINK_SCOPE,
    unidade: request.session.unidadeId,
    ids: body.ids,
    impressaoId: body.impressaoId,
  };
  const token = app.jwt.sign(claims, { expiresIn: LINK_LIFETIME_SECONDS });
  const query = new URLSearchParams();
  if (body.ids?.length) query.set('ids', body.ids.join(','));
  if (body.impressaoId !== undefined) query.set('impressaoId', String(body.impressaoId));
  query.set('t', token);
  return {
    url: `/impressao-online.html?${query.toString()}`,
    expiraEm: new Date(Date.now() + LINK_LIFETIME_SECONDS * 1000).toISOString(),
  };
}

const sameIds = (a: number[] | undefined, b: number[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((v, i) => v === b?.[i]);

/**
 * GET /impressao-online.html?ids=|impressaoId=&t=: the tickets as HTML for the browser's print dialog. The route
 * is public (no bearer header in a new window); a missing, expired or foreign link is a 403.
 */
export async function onlinePage(
  app: FastifyInstance,
  query: { ids?: number[]; impressaoId?: number; t?: string },
): Promise<{ html: string; nonce: string }> {
  let claims: z.infer<typeof ZLinkClaims>;
  try {
    claims = ZLinkClaims.parse(app.jwt.verify(query.t ?? ''));
  } catch {
    throw forbidden(MSG.PRINT_ONLINE_LINK_INVALID, 'PRINT_LINK_INVALID');
  }
  if (!sameIds(claims.ids, query.ids) || claims.impressaoId !== query.impressaoId) {
    throw forbidden(MSG.PRINT_ONLINE_LINK_INVALID, 'PRINT_LINK_INVALID');
  }
  if (!query.ids?.length && query.impressaoId === undefined) throw badRequest(MSG.PRINT_ONLINE_NOTHING);
  const unidadeId = claims.unidade;
  const sections: string[] = [];
  if (query.impressaoId !== undefined) {
    const found = await printTicket(app, unidadeId, query.impressaoId);
    const ticket: Ticket = found.ticket ?? { blocks: [{ kind: 'text', text: found.problem ?? found.row.descricao }] };
    sections.push(ticketHtml(ticket, found.columns));
  }
  if (query.ids?.length) {
    const unit = await repo.findUnit(app.database.db, unidadeId);
    const columns = await columnsOf(app, unidadeId, 'CAIXA');
    for (const id of query.ids) {
      const found = await findOrder(app.database.db, unidadeId, id);
      if (!found) throw notFound(MSG.ORDER_NOT_FOUND);
      const ticket = orderReceipt(toOrder(found), {
        unitName: unit?.nome ?? '',
        printedAt: new Date(),
        barcode: false,
      });
      sections.push(ticketHtml(ticket, columns));
    }
  }
  const nonce = randomBytes(16).toString('base64');
  return { html: onlinePrintPage(sections, nonce), nonce };
}
