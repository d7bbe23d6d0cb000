import { z } from 'zod';

/** POST /api-v2/usuario/login — the browser sends the SHA-256 hex of the typed password (doc 4 §5). */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, 'Informe o usuário').max(120),
  password: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'A senha deve ser enviada como hash SHA-256 (64 caracteres hexadecimais)'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZMunicipio = z.object({
  id: z.number().int().nullable(),
  nome: z.string(),
  codigoIbge: z.string().nullable(),
  estado: z.object({ sigla: z.string() }).nullable(),
});

export const ZPessoaResumo = z.object({
  id: z.number().int(),
  nome: z.string(),
  funcao: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  municipio: ZMunicipio.nullable(),
  estado: z.string().nullable(),
});
export type TPessoaResumo = z.infer<typeof ZPessoaResumo>;

export const ZUnidade = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  nome: z.string(),
  roles: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  pessoa: ZPessoaResumo.nullable(),
  empresa: z.object({ id: z.number().int(), nome: z.string() }),
});
export type TUnidade = z.infer<typeof ZUnidade>;

export const ZPerfilUsuario = z.object({
  id: z.number().int(),
  tipo: z.string(),
  descricao: z.string(),
});

/** The session profile (doc 4 §3 "Profile"). */
export const ZProfile = z.object({
  id: z.number().int(),
  nome: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  admin: z.boolean(),
  pessoa: ZPessoaResumo.nullable(),
  unidade: ZUnidade,
  perfilUsuario: ZPerfilUsuario,
  permissoes: z.array(z.string()),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZLoginResponse = ZProfile.extend({ jwtToken: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** What the JWT carries: enough to scope every query without a lookup. */
export const ZTokenClaims = z.object({
  sub: z.string(),
  userId: z.number().int(),
  unidadeId: z.number().int(),
  unidadeUuid: z.string(),
  username: z.string(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaims>;
