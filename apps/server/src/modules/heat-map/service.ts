import { MSG, hasCompleteAddress, heatMapPeriod, itemTotal, type TotalsItem } from '@brasa/domain';
import type { THeatMapPage, THeatMapPedido, TPessoaCoordinatesList, TPessoaGeocodeResult } from '@brasa/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, notFound, orFail } from '../../errors';
import { geocodeForUnit } from '../routing/service';
import * as repo from './repository';

type App = Pick<FastifyInstance, 'database' | 'providers'>;

interface PeriodQuery {
  dataInicial: string;
  dataFinal: string;
}

const period = (q: PeriodQuery) => orFail(heatMapPeriod(q.dataInicial, q.dataFinal), 400);

/** doc 3 §7 listCountPedidos: how many sales with a customer the period holds. */
export async function countSales(app: App, unidadeId: number, q: PeriodQuery): Promise<number> {
  return repo.countSales(app.database.db, unidadeId, period(q));
}

/** doc 3 §7 listPedidos: one page (at most 100) of the period's sales with customer, items and points. */
export async function listSales(
  app: App,
  unidadeId: number,
  q: PeriodQuery & { first: number; max: number; totalCount?: number | undefined },
): Promise<THeatMapPage> {
  const range = period(q);
  const [rows, total] = await Promise.all([
    repo.listSales(app.database.db, unidadeId, range, q.first, q.max),
    q.totalCount ?? repo.countSales(app.database.db, unidadeId, range),
  ]);
  return { total, docs: rows.map(toPedido) };
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function toPedido(row: repo.SaleRow): THeatMapPedido {
  const items = Array.isArray(row.items) ? (row.items as (TotalsItem & { name?: unknown })[]) : [];
  return {
    id: row.id,
    sequencial: row.sequencial,
    tipo: row.tipo,
    dataPedido: row.dataPedido.toISOString(),
    totalPedido: row.totalPedidoCents / 100,
    pessoa: {
      id: row.pessoaId,
      nome: row.nome,
      endereco: row.endereco,
      numero: row.numero,
      bairro: row.bairro,
      municipio: row.municipio ? { nome: row.municipio } : null,
      estado: row.uf ? { sigla: row.uf } : null,
      latitude: row.latitude,
      longitude: row.longitude,
      fone: row.fone,
    },
    itens: items
      .filter((item) => typeof item?.quantity === 'number' && typeof item.price === 'number')
      .map((item) => ({
        descricao: typeof item.name === 'string' ? item.name : '',
        quantidade: item.quantity,
        valorTotal: itemTotal(item) / 100,
      })),
    latitude: num(row.coordinates?.latitude),
    longitude: num(row.coordinates?.longitude),
  };
}

/** doc 3 §7 pessoa/saveList: the unit's people or nothing (another unit's id answers 404 and nothing changes). */
export async function saveCoordinates(app: App, unidadeId: number, list: TPessoaCoordinatesList): Promise<number> {
  const unique = [...new Map(list.map((p) => [p.id, p])).values()];
  return app.database.db.transaction(async (tx) => {
    const changed = await repo.saveCoordinates(tx, unidadeId, unique);
    if (changed !== unique.length) throw notFound(MSG.PEOPLE_NOT_FOUND);
    return changed;
  });
}

/**
 * Geocodes the registered addresses of the unit's people (doc 3 §7 geocode, through the server's provider). Only
 * complete addresses are asked (doc 3 §5); an unknown one or a provider failure is logged and listed as not found.
 * Nothing is saved here: the page saves the found points with saveList.
 */
export async function geocodePeople(
  app: App,
  log: FastifyBaseLogger,
  unidadeId: number,
  ids: readonly number[],
): Promise<TPessoaGeocodeResult> {
  const people = await repo.findPeopleAddresses(app.database.db, unidadeId, [...new Set(ids)]);
  if (people.length !== new Set(ids).size) throw notFound(MSG.PEOPLE_NOT_FOUND);
  const result: TPessoaGeocodeResult = { encontrados: [], naoEncontrados: [] };
  for (const p of people) {
    const complete = hasCompleteAddress({ ...p, nome: '', estado: p.uf });
    if (!complete) {
      result.naoEncontrados.push(p.id);
      continue;
    }
    try {
      const point = await geocodeForUnit(app, unidadeId, {
        street: p.endereco,
        number: p.numero,
        neighborhood: p.bairro,
        city: p.municipio,
        state: p.uf,
        postalCode: p.cep,
      });
      if (point) result.encontrados.push({ id: p.id, latitude: point.lat, longitude: point.lng });
      else result.naoEncontrados.push(p.id);
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.warn({ err, pessoaId: p.id }, 'falha ao geocodificar o endereço da pessoa');
      result.naoEncontrados.push(p.id);
    }
  }
  return result;
}
