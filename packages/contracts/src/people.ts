import { z } from 'zod';
import { ZMunicipio } from './auth';

/** A person: customer, courier or staff (doc 4 §3 "Person", "Customer"). Money in decimal reais. */
export const ZPessoa = z.object({
  id: z.number().int(),
  nome: z.string(),
  nomeFantasia: z.string().nullable(),
  tipo: z.enum(['F', 'J']),
  cpfCnpj: z.string().nullable(),
  rgIc: z.string().nullable(),
  dataNascimento: z.string().nullable(),
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
