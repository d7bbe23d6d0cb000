import { AppError } from '../../errors';
import { callJson, logisticsTimeoutMs } from '../logistics/http';

/**
 * Loyalty providers (doc 2 §2.7 'Pontuar cliente', §5.9, §7): the customer earns points for an order's total.
 * Three platforms, one client each, all over HTTP and pointed at the sandbox (./sandbox.ts) by default:
 * FM (a points-per-real API keyed by CPF or phone, answers CodigoResposta 100), ST (a stamps/cashback API that
 * needs the customer's name) and ZO (name and phone). `referencia` (one per order) makes a repeat award the same.
 */
export type LoyaltyType = 'FM' | 'ST' | 'ZO';
export const LOYALTY_TYPES: readonly LoyaltyType[] = ['FM', 'ST', 'ZO'];

export interface LoyaltyCredentials {
  token?: string;
}

export interface LoyaltyCustomer {
  nome: string | null;
  cpf: string | null;
  email: string | null;
  telefone: string | null;
}

export interface LoyaltyAward {
  referencia: string;
  totalCents: number;
  cliente: LoyaltyCustomer;
}

export interface LoyaltyResult {
  pontos: number;
  saldo: number | null;
}

export interface LoyaltyProvider {
  award(type: LoyaltyType, credentials: LoyaltyCredentials, award: LoyaltyAward): Promise<LoyaltyResult>;
}

function token(c: LoyaltyCredentials) {
  if (!c.token) throw new AppError(422, 'Integração de fidelidade sem token configurado.', 'LOYALTY_CONFIG');
  return c.token;
}

/** baseUrl per type: e.g. `{sandbox}/sandbox/fidelidade/fm`. */
export function createLoyaltyClient(
  baseUrls: Record<LoyaltyType, string>,
  opts: { timeoutMs?: number } = {},
): LoyaltyProvider {
  const timeoutMs = opts.timeoutMs ?? logisticsTimeoutMs();
  return {
    async award(type, c, a) {
      const reais = a.totalCents / 100;
      if (type === 'FM') {
        const { body } = await callJson<{
          CodigoResposta: number;
          MensagemErro?: string;
          pontos?: number;
          saldo?: number;
        }>(
          `${baseUrls.FM}/api/Integracao/PontuaConsumidor`,
          {
            method: 'POST',
            headers: { AuthToken: token(c) },
            body: {
              cpf: a.cliente.cpf,
              telefone: a.cliente.telefone,
              email: a.cliente.email,
              nome: a.cliente.nome,
              pontuacao_reais: reais,
              codigo_venda: a.referencia,
            },
          },
          timeoutMs,
        );
        if (body.CodigoResposta !== 100) {
          throw new AppError(422, body.MensagemErro || `Código ${body.CodigoResposta}`, 'LOYALTY_REFUSED');
        }
        return { pontos: body.pontos ?? 0, saldo: body.saldo ?? null };
      }
      if (type === 'ST') {
        const { body } = await callJson<{ points: number; balance?: number }>(
          `${baseUrls.ST}/api/v2/transactions`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token(c)}`, 'idempotency-key': a.referencia },
            body: {
              external_id: a.referencia,
              amount: reais,
              customer: { name: a.cliente.nome, cpf: a.cliente.cpf, phone: a.cliente.telefone, email: a.cliente.email },
            },
          },
          timeoutMs,
        );
        return { pontos: body.points, saldo: body.balance ?? null };
      }
      const { body } = await callJson<{ pontos: number; saldo?: number }>(
        `${baseUrls.ZO}/v1/pontuacoes`,
        {
          method: 'POST',
          headers: { 'x-api-key': token(c) },
          body: { referencia: a.referencia, valor: reais, nome: a.cliente.nome, telefone: a.cliente.telefone },
        },
        timeoutMs,
      );
      return { pontos: body.pontos, saldo: body.saldo ?? null };
    },
  };
}

export { LOYALTY_SANDBOX_PREFIX, LOYALTY_SANDBOX_TOKEN, loyaltySandbox } from './sandbox';
