import type { TContato, TEndereco } from '@brasa/contracts';
import { ROLES } from '@brasa/domain';
import { and, arrayOverlaps, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contatoPessoa, endereco, municipio, perfilUsuario, pessoa, usuario } from '../../db/schema';

type MunicipioRow = typeof municipio.$inferSelect;
const toMunicipio = (m: MunicipioRow | null) =>
  m ? { id: m.id, nome: m.nome, codigoIbge: m.codigoIbge, estado: { sigla: m.uf } } : null;

/** Active customers of the unit by name, phone digits or document digits (doc 4 §5 customer search). */
export async function searchPeople(db: Db, unidadeId: number, q: string, max: number) {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const byText: SQL[] = [ilike(pessoa.nome, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)];
  if (digits.length >= 3) {
    byText.push(
      ilike(pessoa.fone, `%${digits}%`),
      ilike(pessoa.celular, `%${digits}%`),
      ilike(pessoa.cpfCnpj, `%${digits}%`),
    );
  }
  return db
    .select({ id: pessoa.id })
    .from(pessoa)
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.ativo, true), eq(pessoa.tipoCliente, true), or(...byText)))
    .orderBy(asc(pessoa.nome))
    .limit(max);
}

export async function listAddresses(db: Db, unidadeId: number, pessoaId: number): Promise<TEndereco[]> {
  const rows = await db
    .select({ e: endereco, m: municipio })
    .from(endereco)
    .leftJoin(municipio, eq(municipio.id, endereco.municipioId))
    .where(and(eq(endereco.unidadeId, unidadeId), eq(endereco.pessoaId, pessoaId)))
    .orderBy(asc(endereco.id));
  return rows.map(({ e, m }) => ({
    id: e.id,
    pessoa: { id: e.pessoaId },
    endereco: e.endereco,
    numero: e.numero,
    bairro: e.bairro,
    complemento: e.complemento,
    cep: e.cep,
    municipio: toMunicipio(m),
    idProdutoTaxaEntrega: e.idProdutoTaxaEntrega,
    latitude: e.latitude,
    longitude: e.longitude,
  }));
}

export async function listContacts(db: Db, unidadeId: number, pessoaId: number): Promise<TContato[]> {
  const rows = await db
    .select()
    .from(contatoPessoa)
    .where(and(eq(contatoPessoa.unidadeId, unidadeId), eq(contatoPessoa.pessoaId, pessoaId)))
    .orderBy(asc(contatoPessoa.id));
  return rows.map((c) => ({ id: c.id, pessoa: { id: c.pessoaId }, tipo: c.tipo as 'FONE' | 'EMAIL', valor: c.valor }));
}

export async function findMunicipio(
  db: Db,
  ref: { id?: number | null; codigoIbge?: string | null } | null | undefined,
) {
  if (!ref?.id && !ref?.codigoIbge) return undefined;
  const [row] = await db
    .select()
    .from(municipio)
    .where(ref.id ? eq(municipio.id, ref.id) : eq(municipio.codigoIbge, ref.codigoIbge!))
    .limit(1);
  return row;
}

export async function searchMunicipios(db: Db, q: string | undefined) {
  const text = q?.trim();
  return db
    .select()
    .from(municipio)
    .where(text ? ilike(municipio.nome, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(asc(municipio.nome))
    .limit(50)
    .then((rows) => rows.map((m) => toMunicipio(m)!));
}

/**
 * Who may be an item's seller in the waiter dialog (doc 2 §2.7, §5.1): waiters (ROLE_GARCOM_PEDIDO or the
 * 'garcom' profile) and anyone who takes orders at the PDV. Couriers (ROLE_ACESSO_APP_ENTREGADORES only) and
 * kitchen staff (ROLE_UTILIZA_KDS) hold none of these, so they are not offered.
 */
export const SELLER_ROLES = [
  ROLES.ROLE_GARCOM_PEDIDO,
  ROLES.ROLE_PDV_DELIVERY,
  ROLES.ROLE_PDV_COMANDA_MESA,
  ROLES.ROLE_VENDA_RAPIDA_PDV_ONLINE,
];

/** The unit's active users who sell (SELLER_ROLES), by name: the waiter dialog's list. */
export async function listUnitUsers(db: Db, unidadeId: number) {
  return db
    .select({ id: usuario.id, nome: usuario.nome, idPessoa: usuario.pessoaId, pessoaNome: pessoa.nome })
    .from(usuario)
    .innerJoin(perfilUsuario, eq(perfilUsuario.id, usuario.perfilId))
    .leftJoin(pessoa, eq(pessoa.id, usuario.pessoaId))
    .where(
      and(
        eq(usuario.unidadeId, unidadeId),
        eq(usuario.ativo, true),
        or(arrayOverlaps(usuario.permissoes, SELLER_ROLES), eq(perfilUsuario.tipo, 'garcom')),
      ),
    )
    .orderBy(asc(usuario.nome));
}
