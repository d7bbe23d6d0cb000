import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { integracao, marketplacePedido, unidade } from '../../db/schema';
import type { MarketplaceClient } from '../../providers/marketplace';

/** One active IF integration as the poller and the status hook use it (client secret server side only). */
export interface MarketplaceIntegration {
  id: number;
  unidadeId: number;
  unidadeUuid: string;
  merchantIds: string[];
  client: MarketplaceClient;
}

type Row = typeof integracao.$inferSelect & { unidadeUuid: string };

function parse(app: FastifyInstance, row: Row): MarketplaceIntegration {
  const dados = row.dados as { IFOOD_MERCHANT_ID?: string; clientId?: string; baseUrl?: string };
  const segredos = row.segredos as { clientSecret?: string };
  return {
    id: row.id,
    unidadeId: row.unidadeId,
    unidadeUuid: row.unidadeUuid,
    // doc 4 §3: IFOOD_MERCHANT_ID holds the store ids, comma-separated.
    merchantIds: String(dados.IFOOD_MERCHANT_ID ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    client: app.providers.marketplace({
      baseUrl: dados.baseUrl ?? null,
      clientId: String(dados.clientId ?? ''),
      clientSecret: String(segredos.clientSecret ?? ''),
    }),
  };
}

async function select(db: Db | Tx, where: ReturnType<typeof and>) {
  const rows = await db
    .select({
      id: integracao.id,
      unidadeId: integracao.unidadeId,
      tipo: integracao.tipo,
      descricao: integracao.descricao,
      ativo: integracao.ativo,
      dados: integracao.dados,
      segredos: integracao.segredos,
      version: integracao.version,
      createdAt: integracao.createdAt,
      updatedAt: integracao.updatedAt,
      unidadeUuid: unidade.uuid,
    })
    .from(integracao)
    .innerJoin(unidade, eq(unidade.id, integracao.unidadeId))
    .where(where)
    .orderBy(integracao.id);
  return rows;
}

/** Every active IF integration of every unit (the poller's list). */
export async function listMarketplaceIntegrations(app: FastifyInstance): Promise<MarketplaceIntegration[]> {
  const rows = await select(app.database.db, and(eq(integracao.tipo, 'IF'), eq(integracao.ativo, true)));
  return rows.map((r) => parse(app, r)).filter((i) => i.merchantIds.length > 0);
}

export async function findMarketplaceIntegration(app: FastifyInstance, id: number) {
  const [row] = await select(app.database.db, and(eq(integracao.id, id), eq(integracao.tipo, 'IF')));
  return row ? parse(app, row) : undefined;
}

/** The marketplace link of one of our orders, or undefined for an order of our own channels. */
export async function findMarketplaceLink(db: Db | Tx, unidadeId: number, pedidoId: number) {
  const [link] = await db
    .select()
    .from(marketplacePedido)
    .where(and(eq(marketplacePedido.unidadeId, unidadeId), eq(marketplacePedido.pedidoId, pedidoId)));
  return link;
}
