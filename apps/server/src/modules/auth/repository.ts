import type { TPessoaResumo, TProfile } from '@brasa/contracts';
import { eq } from 'drizzle-orm';
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

async function loadPessoaResumo(db: Db, pessoaId: number | null): Promise<TPessoaResumo | null> {
  if (pessoaId === null) return null;
  const [row] = await db
    .select({ p: pessoa, m: municipio })
    .from(pessoa)
    .leftJoin(municipio, eq(municipio.id, pessoa.municipioId))
    .where(eq(pessoa.id, pessoaId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.p.id,
    nome: row.p.nome,
    funcao: row.p.funcao,
    latitude: row.p.latitude,
    longitude: row.p.longitude,
    estado: row.m?.uf ?? null,
    municipio: row.m
      ? { id: row.m.id, nome: row.m.nome, codigoIbge: row.m.codigoIbge, estado: { sigla: row.m.uf } }
      : null,
  };
}

/** The session profile of an active user (doc 4 §3 "Profile"), or undefined. */
export async function loadProfile(db: Db, userId: number): Promise<TProfile | undefined> {
  const [row] = await db
    .select({ u: usuario, perfil: perfilUsuario, un: unidade, emp: empresa })
    .from(usuario)
    .innerJoin(perfilUsuario, eq(perfilUsuario.id, usuario.perfilId))
    .innerJoin(unidade, eq(unidade.id, usuario.unidadeId))
    .innerJoin(empresa, eq(empresa.id, unidade.empresaId))
    .where(eq(usuario.id, userId))
    .limit(1);
  if (!row || !row.u.ativo) return undefined;
  const [userPessoa, unitPessoa] = await Promise.all([
    loadPessoaResumo(db, row.u.pessoaId),
    loadPessoaResumo(db, row.un.pessoaId),
  ]);
  return {
    id: row.u.id,
    nome: row.u.nome,
    username: row.u.username,
    email: row.u.email,
    admin: row.u.admin,
    pessoa: userPessoa,
    unidade: {
      id: row.un.id,
      uuid: row.un.uuid,
      nome: row.un.nome,
      roles: row.un.roles,
      latitude: row.un.latitude,
      longitude: row.un.longitude,
      pessoa: unitPessoa,
      empresa: { id: row.emp.id, nome: row.emp.nome },
    },
    perfilUsuario: { id: row.perfil.id, tipo: row.perfil.tipo, descricao: row.perfil.descricao },
    permissoes: row.u.permissoes,
  };
}
