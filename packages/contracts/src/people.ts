import { z } from 'zod';
import { ZMunicipio } from './auth';
import { ZDbId } from './primitives';

/** A person: customer, courier or staff (doc 4 §3 "Person", "Customer"). Money in decimal reais. */
export const ZPessoa = z.object({
  id: z.number().int(),
  nome: z.string(),
  nomeFantasia: z.string().nullable(),
  tipo: z.enum(['F', 'J']),
  cpfCnpj: z.string().nullable(),
  rgIc: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  /**
   * 'dd/MM' of a birthday within 2 days, sent instead of `dataNascimento` to a user who may not read it (a waiter):
   * the notice still shows (domain nearBirthday).
   */
  aniversario: z.string().nullable().optional(),
  fone: z.string().nullable(),
  celular: z.string().nullable(),
  email: z.string().nullable(),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  bairro: z.string().nullable(),
  complemento: z.string().nullable(),
  municipio: ZMunicipio.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  observacoes: z.string().nullable(),
  ativo: z.boolean(),
  tipoCliente: z.boolean(),
  cargoFuncionario: z.string().nullable(),
  codigoReferencial: z.string().nullable(),
});
export type TPessoa = z.infer<typeof ZPessoa>;

const optText = (max: number) => z.string().trim().max(max).nullish();

/** POST /api-v2/pessoa: a customer (doc 4 §3 "Customer") or a courier (no username/password here). */
export const ZPessoaSaveRequest = z
  .object({
    id: ZDbId.nullish(),
    // Required: see the refinement below (a courier's by the service, with the courier form's messages).
    nome: z.string({ error: 'Nome: obrigatório' }).trim().max(200),
    nomeFantasia: optText(200),
    tipo: z.enum(['F', 'J']).default('F'),
    cpfCnpj: optText(30),
    rgIc: optText(30),
    dataNascimento: z.iso.date('Data de nascimento inválida.').nullish(),
    fone: optText(30),
    celular: optText(30),
    email: z.email('E-mail inválido.').max(200).nullish().or(z.literal('')),
    cep: optText(15),
    endereco: optText(300),
    numero: optText(40),
    bairro: optText(200),
    complemento: optText(300),
    municipio: z.object({ id: ZDbId.nullish(), codigoIbge: z.string().max(10).nullish() }).nullish(),
    servicoProduto: z.object({ id: ZDbId }).nullish(),
    observacoes: optText(2000),
    codigoReferencial: optText(60),
    tipoCliente: z.boolean().default(true),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    ativo: z.boolean().default(true),
    cargoFuncionario: z.enum(['ENTR']).nullish(),
    entregadorValorDiaria: z.number().min(0).max(100_000).nullish(),
    entregadorValorFixoPedido: z.number().min(0).max(100_000).nullish(),
    entregadorPercentualTaxaEntrega: z.number().min(0).max(100).nullish(),
    entregadorValorMinimo: z.number().min(0).max(100_000).nullish(),
  })
  // A courier's name and phone are checked by the service with the courier form's messages (doc 4 §5).
  .superRefine((value, ctx) => {
    if (!value.nome && value.cargoFuncionario !== 'ENTR') {
      ctx.addIssue({ code: 'custom', path: ['nome'], message: 'Nome: obrigatório' });
    }
  });
export type TPessoaSaveRequest = z.infer<typeof ZPessoaSaveRequest>;

/** Secondary address (doc 4 §3). */
export const ZEnderecoSaveRequest = z.object({
  id: ZDbId.nullish(),
  pessoa: z.object({ id: ZDbId }),
  endereco: z.string().trim().min(1, 'Endereço: obrigatório').max(300),
  numero: optText(40),
  bairro: optText(200),
  complemento: optText(300),
  cep: optText(15),
  municipio: z.object({ id: ZDbId.nullish(), codigoIbge: z.string().max(10).nullish() }).nullish(),
  idProdutoTaxaEntrega: ZDbId.nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export const ZEndereco = z.object({
  id: z.number().int(),
  pessoa: z.object({ id: z.number().int() }),
  endereco: z.string(),
  numero: z.string().nullable(),
  bairro: z.string().nullable(),
  complemento: z.string().nullable(),
  cep: z.string().nullable(),
  municipio: ZMunicipio.nullable(),
  idProdutoTaxaEntrega: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TEndereco = z.infer<typeof ZEndereco>;

/** Secondary contact (contatoPessoa): FONE or EMAIL. */
export const ZContatoSaveRequest = z.object({
  id: ZDbId.nullish(),
  pessoa: z.object({ id: ZDbId }),
  tipo: z.enum(['FONE', 'EMAIL'], { error: 'Tipo de contato inválido: use FONE ou EMAIL.' }),
  valor: z.string().trim().max(200).default(''),
});
export const ZContato = z.object({
  id: z.number().int(),
  pessoa: z.object({ id: z.number().int() }),
  tipo: z.enum(['FONE', 'EMAIL']),
  valor: z.string(),
});

export const ZPessoaDetalhe = ZPessoa.extend({
  servicoProduto: z.object({ id: z.number().int() }).nullable(),
  enderecos: z.array(ZEndereco),
  contatos: z.array(ZContato),
  limiteCredito: z.number(),
});
export type TPessoaDetalhe = z.infer<typeof ZPessoaDetalhe>;
export type TContato = z.infer<typeof ZContato>;
