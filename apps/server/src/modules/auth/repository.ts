import type { TPessoaResumo, TProfile } from '@brasa/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { empresa, municipio, perfilUsuario, pessoa, unidade, usuario } from '../../db/schema';

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: usuario.id, passwordHash: usuario.passwordHash, ativo: usuario.ativo })
    .from(usuario)
    .where(eq(usuario.username, username))
    .limit(1);
  return row;
}

const userPessoa = alias(pessoa, 'usuario_pessoa');
const userMunicipio = alias(municipio, 'usuario_municipio');
const unitPessoa = alias(pessoa, 'unidade_pessoa');
const unitMunicipio = alias(municipio, 'unidade_municipio');

type PessoaRow = typeof pessoa.$inferSelect;
type MunicipioRow = typeof municipio.$inferSelect;

function pessoaResumo(p: PessoaRow | null, m: MunicipioRow | null): TPessoaResumo | null {
  if (!p) return null;
  return {
    id: p.id,
    nome: p.nome,
    funcao: p.funcao,
    latitude: p.latitude,
    longitude: p.longitude,
    estado: m?.uf ?? null,
    municipio: m ? { id: m.id, nome: m.nome, codigoIbge: m.codigoIbge, estado: { sigla: m.uf } } : null,
  };
}

/**
 * The session profile of an active user (doc 4 §3 "Profile"), or undefined. One statement: every authenticated
 * request that checks roles reads it.
 */
export async function loadProfile(db: Db, userId: number): Promise<TProfile | undefined> {
  const [row] = await db
    .select({
      u: usuario,
      perfil: perfilUsuario,
      un: unidade,
      emp: empresa,
      up: userPessoa,
      um: userMunicipio,
      unp: unitPessoa,
      unm: unitMunicipio,
    })
    .from(usuario)
    .innerJoin(perfilUsuario, eq(perfilUsuario.id, usuario.perfilId))
    .innerJoin(unidade, eq(unidade.id, usuario.unidadeId))
    .innerJoin(empresa, eq(empresa.id, unidade.empresaId))
    .leftJoin(userPessoa, eq(userPessoa.id, usuario.pessoaId))
    .leftJoin(userMunicipio, eq(userMunicipio.id, userPessoa.municipioId))
    .leftJoin(unitPessoa, eq(unitPessoa.id, unidade.pessoaId))
    .leftJoin(unitMunicipio, eq(unitMunicipio.id, unitPessoa.municipioId))
    .where(eq(usuario.id, userId))
    .limit(1);
  if (!row || !row.u.ativo) return undefined;
  return {
    id: row.u.id,
    nome: row.u.nome,
    username: row.u.username,
    email: row.u.email,
    admin: row.u.admin,
    pessoa: pessoaResumo(row.up, row.um),
    unidade: {
      id: row.un.id,
      uuid: row.un.uuid,
      nome: row.un.nome,
      roles: row.un.roles,
      latitude: row.un.latitude,
      longitude: row.un.longitude,
      pessoa: pessoaResumo(row.unp, row.unm),
      empresa: { id: row.emp.id, nome: row.emp.nome },
    },
    perfilUsuario: { id: row.perfil.id, tipo: row.perfil.tipo, descricao: row.perfil.descricao },
    permissoes: row.u.permissoes,
  };
}
