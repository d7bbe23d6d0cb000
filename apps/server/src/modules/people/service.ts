import {
  MSG,
  ROLES,
  hasRole,
  isApiAccessAllowed,
  isValidCpfOrCnpj,
  nearBirthday,
  normalizeDocument,
  onlyDigits,
  toCents,
  toReais,
  type Cents,
} from '@brasa/domain';
import type { TPessoaDetalhe, TPessoaSaveRequest } from '@brasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZContatoSaveRequest, ZEnderecoSaveRequest } from '@brasa/contracts';
import { contatoPessoa, endereco, pessoa, produto } from '../../db/schema';
import { conflict, forbidden, hasSqlState, notFound, unprocessable } from '../../errors';
import { accessOf } from '../../plugins/permissions';
import * as detail from './detail-repository';
import { findPerson } from './repository';

const upper = (s: string | null | undefined) => (s ? s.trim().toUpperCase() : null);
const digitsOrNull = (s: string | null | undefined) => (s ? onlyDigits(s) || null : null);

export async function getPersonDetail(app: FastifyInstance, unidadeId: number, id: number): Promise<TPessoaDetalhe> {
  const db = app.database.db;
  const person = await findPerson(db, unidadeId, id);
  if (!person) throw notFound(MSG.PERSON_NOT_FOUND);
  const [row] = await db
    .select({ servico: pessoa.servicoProdutoId, limite: pessoa.limiteCreditoCents })
    .from(pessoa)
    .where(eq(pessoa.id, id));
  return {
    ...person,
    servicoProduto: row?.servico ? { id: row.servico } : null,
    limiteCredito: toReais((row?.limite ?? 0) as Cents),
    enderecos: await detail.listAddresses(db, unidadeId, id),
    contatos: await detail.listContacts(db, unidadeId, id),
  };
}

/**
 * A customer's CPF/CNPJ, RG/IE and birth date reach only who registers customers ('ACTION pessoa:documentos' of the
 * permission table); a waiter finding the customer of a tab sees the rest, and instead of the birth date only the
 * 'dd/MM' of a birthday within 2 days (the notice, doc 4 §3).
 */
export async function withDocumentsFor<
  T extends Pick<TPessoaDetalhe, 'cpfCnpj' | 'rgIc' | 'dataNascimento' | 'aniversario'>,
>(app: FastifyInstance, request: FastifyRequest, people: T[]): Promise<T[]> {
  if (isApiAccessAllowed(await app.getProfile(request), accessOf('ACTION pessoa:documentos'))) return people;
  const today = new Date();
  return people.map((person) => ({
    ...person,
    cpfCnpj: null,
    rgIc: null,
    dataNascimento: null,
    aniversario: nearBirthday(person.dataNascimento, today),
  }));
}

/**
 * POST /api-v2/pessoa (doc 4 §5 "Customer form"): names upper-cased; CPF/CNPJ, CEP and phones stored as
 * digits (an alphanumeric CNPJ keeps its letters); the document validated; no birth date in the future.
 */
export async function savePerson(app: FastifyInstance, request: FastifyRequest, input: TPessoaSaveRequest) {
  const db = app.database.db;
  const { unidadeId } = request.session;
  const doc = input.cpfCnpj ? normalizeDocument(input.cpfCnpj) : null;
  if (doc && !isValidCpfOrCnpj(doc)) throw unprocessable(MSG.INVALID_DOCUMENT);
  if (input.dataNascimento && input.dataNascimento > new Date().toISOString().slice(0, 10)) {
    throw unprocessable(MSG.BIRTH_DATE_IN_FUTURE);
  }
  const mun = await detail.findMunicipio(db, input.municipio);
  if (input.municipio && (input.municipio.id || input.municipio.codigoIbge) && !mun) throw notFound(MSG.CITY_NOT_FOUND);
  if (input.servicoProduto) {
    const [fee] = await db
      .select({ id: produto.id })
      .from(produto)
      .where(
        and(eq(produto.unidadeId, unidadeId), eq(produto.id, input.servicoProduto.id), eq(produto.taxaEntrega, true)),
      );
    if (!fee) throw notFound(MSG.DELIVERY_FEE_PRODUCT_NOT_FOUND);
  }
  const isCourier = input.cargoFuncionario === 'ENTR';
  if (isCourier && !hasRole(await app.getProfile(request), ROLES.ROLE_PDV_GESTAO_ENTREGADORES)) {
    throw forbidden(MSG.noRole(ROLES.ROLE_PDV_GESTAO_ENTREGADORES));
  }
  // doc 4 §5 "Courier form": name and phone required.
  if (isCourier && !input.nome) throw unprocessable(MSG.COURIER_NAME_REQUIRED);
  if (isCourier && !input.fone?.trim() && !input.celular?.trim()) throw unprocessable(MSG.COURIER_PHONE_REQUIRED);
  const values = {
    nome: input.nome.trim().toUpperCase(),
    nomeFantasia: upper(input.nomeFantasia),
    tipo: doc && doc.length === 14 ? 'J' : input.tipo,
    cpfCnpj: doc,
    rgIe: input.rgIc ?? null,
    dataNascimento: input.dataNascimento ?? null,
    fone: digitsOrNull(input.fone),
    celular: digitsOrNull(input.celular),
    email: input.email || null,
    cep: digitsOrNull(input.cep),
    endereco: input.endereco ?? null,
    numero: input.numero ?? null,
    bairro: input.bairro ?? null,
    complemento: input.complemento ?? null,
    municipioId: mun?.id ?? null,
    servicoProdutoId: input.servicoProduto?.id ?? null,
    observacoes: input.observacoes ?? null,
    codigoReferencial: input.codigoReferencial ?? null,
    tipoCliente: !isCourier && input.tipoCliente,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    ativo: input.ativo,
    ...(isCourier
      ? {
          cargoFuncionario: 'ENTR',
          entregadorValorDiariaCents: toCents(input.entregadorValorDiaria ?? 0),
          entregadorValorFixoPedidoCents: toCents(input.entregadorValorFixoPedido ?? 0),
          entregadorPercentualTaxaEntrega: String(input.entregadorPercentualTaxaEntrega ?? 0),
          entregadorValorMinimoCents: toCents(input.entregadorValorMinimo ?? 0),
        }
      : {}),
  };
  let id = input.id ?? undefined;
  try {
    if (id) {
      const rows = await db
        .update(pessoa)
        .set(values)
        .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.id, id)))
        .returning({ id: pessoa.id });
      if (rows.length === 0) throw notFound(MSG.PERSON_NOT_FOUND);
    } else {
      const [row] = await db
        .insert(pessoa)
        .values({ unidadeId, ...values })
        .returning({ id: pessoa.id });
      id = row!.id;
    }
  } catch (error) {
    // pessoa_documento_cliente_idx: another customer of the unit has this CPF/CNPJ; the message names them.
    if (!doc || !hasSqlState(error, '23505')) throw error;
    const [owner] = await db
      .select({ id: pessoa.id, nome: pessoa.nome })
      .from(pessoa)
      .where(and(eq(pessoa.unidadeId, unidadeId), eq(pessoa.cpfCnpj, doc), eq(pessoa.tipoCliente, true)))
      .limit(1);
    if (!owner) throw error;
    throw conflict(MSG.documentoJaCadastrado(owner.nome, owner.id), 'DOCUMENT_TAKEN');
  }
  return getPersonDetail(app, unidadeId, id);
}

async function assertPersonOfUnit(app: FastifyInstance, unidadeId: number, pessoaId: number) {
  if (!(await findPerson(app.database.db, unidadeId, pessoaId))) throw notFound(MSG.PERSON_NOT_FOUND);
}

export async function saveAddress(
  app: FastifyInstance,
  unidadeId: number,
  input: z.infer<typeof ZEnderecoSaveRequest>,
) {
  const db = app.database.db;
  await assertPersonOfUnit(app, unidadeId, input.pessoa.id);
  const mun = await detail.findMunicipio(db, input.municipio);
  const values = {
    pessoaId: input.pessoa.id,
    endereco: input.endereco,
    numero: input.numero ?? null,
    bairro: input.bairro ?? null,
    complemento: input.complemento ?? null,
    cep: digitsOrNull(input.cep),
    municipioId: mun?.id ?? null,
    idProdutoTaxaEntrega: input.idProdutoTaxaEntrega ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
  let id = input.id ?? undefined;
  if (id) {
    const rows = await db
      .update(endereco)
      .set(values)
      .where(and(eq(endereco.unidadeId, unidadeId), eq(endereco.id, id)))
      .returning({ id: endereco.id });
    if (rows.length === 0) throw notFound(MSG.ADDRESS_NOT_FOUND);
  } else {
    id = (
      await db
        .insert(endereco)
        .values({ unidadeId, ...values })
        .returning({ id: endereco.id })
    )[0]!.id;
  }
  return (await detail.listAddresses(db, unidadeId, input.pessoa.id)).find((e) => e.id === id)!;
}

export async function deleteAddress(app: FastifyInstance, unidadeId: number, id: number) {
  const rows = await app.database.db
    .delete(endereco)
    .where(and(eq(endereco.unidadeId, unidadeId), eq(endereco.id, id)))
    .returning({ id: endereco.id });
  if (rows.length === 0) throw notFound(MSG.ADDRESS_NOT_FOUND);
  return { id };
}

/** doc 4 §5: a value is required ('Informe um {tipo}.'); phones are digit-stripped. */
export async function saveContact(app: FastifyInstance, unidadeId: number, input: z.infer<typeof ZContatoSaveRequest>) {
  const db = app.database.db;
  await assertPersonOfUnit(app, unidadeId, input.pessoa.id);
  const valor = input.tipo === 'FONE' ? onlyDigits(input.valor) : input.valor.trim();
  if (!valor) throw unprocessable(MSG.informeContato(input.tipo === 'FONE' ? 'telefone' : 'e-mail'));
  let id = input.id ?? undefined;
  if (id) {
    const rows = await db
      .update(contatoPessoa)
      .set({ tipo: input.tipo, valor, pessoaId: input.pessoa.id })
      .where(and(eq(contatoPessoa.unidadeId, unidadeId), eq(contatoPessoa.id, id)))
      .returning({ id: contatoPessoa.id });
    if (rows.length === 0) throw notFound(MSG.CONTACT_NOT_FOUND);
  } else {
    id = (
      await db
        .insert(contatoPessoa)
        .values({ unidadeId, pessoaId: input.pessoa.id, tipo: input.tipo, valor })
        .returning({ id: contatoPessoa.id })
    )[0]!.id;
  }
  return { id, pessoa: { id: input.pessoa.id }, tipo: input.tipo, valor };
}

export async function deleteContact(app: FastifyInstance, unidadeId: number, id: number) {
  const rows = await app.database.db
    .delete(contatoPessoa)
    .where(and(eq(contatoPessoa.unidadeId, unidadeId), eq(contatoPessoa.id, id)))
    .returning({ id: contatoPessoa.id });
  if (rows.length === 0) throw notFound(MSG.CONTACT_NOT_FOUND);
  return { id };
}
