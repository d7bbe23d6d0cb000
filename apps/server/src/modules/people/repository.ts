import type { TPessoa } from '@brasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { municipio, pessoa } from '../../db/schema';

/** A person of the caller's unit; another unit's id is simply not found. */
export async function findPerson(db: Db, unidadeId: number, id: number): Promise<TPessoa | undefined> {
  const [row] = await db
    .select({ p: pessoa, m: municipio })
    .from(pessoa)
    .leftJoin(municipio, eq(municipio.id, pessoa.municipioId))
    .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, id)))
    .limit(1);
  if (!row) return undefined;
  const { p, m } = row;
  return {
    id: p.id,
    nome: p.nome,
    nomeFantasia: p.nomeFantasia,
    tipo: p.tipo === 'J' ? 'J' : 'F',
    cpfCnpj: p.cpfCnpj,
    rgIc: p.rgIe,
    dataNascimento: p.dataNascimento,
    fone: p.fone,
    celular: p.celular,
    email: p.email,
    cep: p.cep,
    endereco: p.endereco,
    numero: p.numero,
    bairro: p.bairro,
    complemento: p.complemento,
    municipio: m ? { id: m.id, nome: m.nome, codigoIbge: m.codigoIbge, estado: { sigla: m.uf } } : null,
    latitude: p.latitude,
    longitude: p.longitude,
    observacoes: p.observacoes,
    ativo: p.ativo,
    tipoCliente: p.tipoCliente,
    cargoFuncionario: p.cargoFuncionario,
    codigoReferencial: p.codigoReferencial,
  };
}
