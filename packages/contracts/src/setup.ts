import { MSG, isValidCpfOrCnpj, normalizeDocument, onlyDigits } from '@brasa/domain';
import { z } from 'zod';

/**
 * The first run (issue 32): on an empty database (BRASA_DEMO=off) the browser creates the company, its first unit
 * and the administrator in one call. GET /api-v2/setup tells whether that already happened.
 */

/** The 27 federative units. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** The first run's messages: the product's own (packages/domain), the document and CEP ones shared with the rest. */
export const SETUP_MESSAGES = {
  ALREADY_CONFIGURED: MSG.SETUP_ALREADY_CONFIGURED,
  CPF_CNPJ_INVALID: MSG.INVALID_DOCUMENT,
  CEP_INVALID: MSG.CEP_INVALID,
  UF_INVALID: MSG.UF_INVALID,
  USERNAME_INVALID: MSG.USERNAME_INVALID,
  PASSWORD_SHORT: MSG.PASSWORD_SHORT,
  PASSWORD_MISMATCH: MSG.PASSWORD_MISMATCH,
  PASSWORD_HASH: MSG.PASSWORD_HASH,
} as const;

const required = (label: string, max = 120) =>
  z.string().trim().min(1, `Informe ${label}`).max(max, `Use até ${max} caracteres`);

/** The username: lower-case letters, digits, '.', '_' or '-', 3 to 30 of them. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

export const ZSetupCompany = z.object({
  /** A CPF or a CNPJ (numeric or alphanumeric), masked or not; stored as letters and digits. */
  cpfCnpj: z.string().trim().refine(isValidCpfOrCnpj, SETUP_MESSAGES.CPF_CNPJ_INVALID).transform(normalizeDocument),
  nome: required('a razão social'),
  nomeFantasia: required('o nome fantasia'),
  cep: z
    .string()
    .trim()
    .refine((v) => /^\d{5}-?\d{3}$/.test(v), SETUP_MESSAGES.CEP_INVALID)
    .transform(onlyDigits),
  endereco: required('o endereço', 200),
  numero: required('o número', 20),
  bairro: required('o bairro'),
  municipio: required('o município'),
  estado: z.enum(UFS, SETUP_MESSAGES.UF_INVALID),
  /** The IBGE code of the city when the CEP lookup found it (7 digits). */
  codigoIbge: z
    .string()
    .regex(/^\d{7}$/, 'Código IBGE inválido')
    .optional(),
});

export const ZSetupUnit = z.object({ nome: required('o nome da unidade') });

const ZSetupAdminBase = z.object({
  nome: required('o nome do administrador'),
  username: z.string().trim().toLowerCase().regex(USERNAME_PATTERN, SETUP_MESSAGES.USERNAME_INVALID),
});

/** POST /api-v2/setup: `senha` is the SHA-256 hex of the typed password, as the login sends it. */
export const ZSetupRequest = z.object({
  empresa: ZSetupCompany,
  unidade: ZSetupUnit,
  administrador: ZSetupAdminBase.extend({
    senha: z.string().regex(/^[0-9a-f]{64}$/i, SETUP_MESSAGES.PASSWORD_HASH),
  }),
});
export type TSetupRequest = z.infer<typeof ZSetupRequest>;
export type TSetupRequestInput = z.input<typeof ZSetupRequest>;

/** The first-run form: the typed password (at least 6 characters) and its confirmation. */
export const ZSetupForm = z.object({
  empresa: ZSetupCompany,
  unidade: ZSetupUnit,
  administrador: ZSetupAdminBase.extend({
    senha: z.string().min(6, SETUP_MESSAGES.PASSWORD_SHORT).max(120),
    confirmacaoSenha: z.string(),
  }).refine((a) => a.senha === a.confirmacaoSenha, {
    message: SETUP_MESSAGES.PASSWORD_MISMATCH,
    path: ['confirmacaoSenha'],
  }),
});
export type TSetupFormInput = z.input<typeof ZSetupForm>;
export type TSetupForm = z.output<typeof ZSetupForm>;

/** GET /api-v2/setup: whether a company, a unit or a user exists already. */
export const ZSetupStatus = z.object({ configurado: z.boolean() });
export type TSetupStatus = z.infer<typeof ZSetupStatus>;

/** POST /api-v2/setup's answer: what was created (the administrator then logs in with the usual login). */
export const ZSetupResponse = z.object({
  empresaId: z.number().int(),
  unidadeUuid: z.uuid(),
  username: z.string(),
});
export type TSetupResponse = z.infer<typeof ZSetupResponse>;

/** GET /api-v2/setup/cep/:cep (public while not configured): the address of a CEP. */
export const ZSetupCep = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  municipio: z.object({ nome: z.string(), codigoIbge: z.string(), uf: z.string() }),
});
export type TSetupCep = z.infer<typeof ZSetupCep>;
