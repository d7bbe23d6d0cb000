import { ALL_ROLES } from '@brasa/domain';
import { SETUP_MESSAGES, type TSetupRequest, type TSetupResponse } from '@brasa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import * as t from '../../db/schema';
import { ADMIN_ROLES } from '../../db/seed';
import { conflict } from '../../errors';
import { hashPassword } from '../auth/password';
import { GENERIC_CODE_DEFAULTS, PARAMETER_DEFAULTS } from '../parameters/defaults';

/**
 * The first run (issue 32). The key of the transaction-scoped advisory lock every setup takes first: two
 * concurrent POSTs queue on it, and the second, once the first committed, sees its company and answers 409.
 */
const SETUP_LOCK_KEY = 320_032;

/** Whether the system is set up: a company, a unit or a user exists (the demo seed or an earlier setup). */
export async function isConfigured(db: Db | Tx): Promise<boolean> {
  for (const table of [t.empresa, t.unidade, t.usuario]) {
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Creates, in one transaction, the company, its first unit (a new uuid, every module, the default parameters)
 * with its own person record (the company's document and address), and the administrator (a profile, every
 * role but the blocking ones, admin). Refuses with 409 once anything exists.
 */
export async function setUp(db: Db, body: TSetupRequest): Promise<TSetupResponse> {
  // Hashing is slow (argon2): before the lock, not inside it.
  const passwordHash = await hashPassword(body.administrador.senha.toLowerCase());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    if (await isConfigured(tx)) throw conflict(SETUP_MESSAGES.ALREADY_CONFIGURED, 'ALREADY_CONFIGURED');
    const { empresa, unidade, administrador } = body;
    const [company] = await tx.insert(t.empresa).values({ nome: empresa.nome, cnpj: empresa.cpfCnpj }).returning();
    const [unit] = await tx
      .insert(t.unidade)
      .values({ uuid: randomUUID(), empresaId: company!.id, nome: unidade.nome, roles: [...ALL_ROLES] })
      .returning();
    const unidadeId = unit!.id;
    const municipioId = await cityOf(tx, empresa);
    const [unitPerson] = await tx
      .insert(t.pessoa)
      .values({
        unidadeId,
        nome: empresa.nome,
        nomeFantasia: empresa.nomeFantasia,
        tipo: empresa.cpfCnpj.length === 14 ? 'J' : 'F',
        cpfCnpj: empresa.cpfCnpj,
        cep: empresa.cep,
        endereco: empresa.endereco,
        numero: empresa.numero,
        bairro: empresa.bairro,
        municipioId,
      })
      .returning();
    await tx.update(t.unidade).set({ pessoaId: unitPerson!.id }).where(eq(t.unidade.id, unidadeId));
    await tx.insert(t.parametro).values(
      PARAMETER_DEFAULTS.map((p) => ({
        unidadeId,
        tipo: p.tipo,
        chave: p.chave,
        codigo: p.valor,
        valorString: p.valor,
        descricao: p.descricao,
      })),
    );
    await tx.insert(t.codigoGenerico).values(GENERIC_CODE_DEFAULTS.map((g) => ({ unidadeId, ...g })));
    const [profile] = await tx
      .insert(t.perfilUsuario)
      .values({ empresaId: company!.id, tipo: 'gerente', descricao: 'Administrador' })
      .returning();
    const [person] = await tx
      .insert(t.pessoa)
      .values({ unidadeId, nome: administrador.nome.toUpperCase(), cargoFuncionario: 'FUNC', funcao: 'gerente' })
      .returning();
    await tx.insert(t.usuario).values({
      unidadeId,
      pessoaId: person!.id,
      perfilId: profile!.id,
      username: administrador.username,
      nome: administrador.nome,
      passwordHash,
      permissoes: [...ADMIN_ROLES],
      admin: true,
    });
    return { empresaId: company!.id, unidadeUuid: unit!.uuid, username: administrador.username };
  });
}

/** The company's city: the one of the IBGE code (created when new), else one already known by name and UF. */
async function cityOf(tx: Tx, empresa: TSetupRequest['empresa']): Promise<number | null> {
  if (empresa.codigoIbge) {
    await tx
      .insert(t.municipio)
      .values({ nome: empresa.municipio, codigoIbge: empresa.codigoIbge, uf: empresa.estado })
      .onConflictDoNothing({ target: t.municipio.codigoIbge });
    const [row] = await tx
      .select({ id: t.municipio.id })
      .from(t.municipio)
      .where(eq(t.municipio.codigoIbge, empresa.codigoIbge));
    return row?.id ?? null;
  }
  const [row] = await tx
    .select({ id: t.municipio.id })
    .from(t.municipio)
    .where(and(sql`lower(${t.municipio.nome}) = lower(${empresa.municipio})`, eq(t.municipio.uf, empresa.estado)))
    .limit(1);
  return row?.id ?? null;
}
