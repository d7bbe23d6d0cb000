import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxPlugin } from '../../sandbox/server';

export const LOYALTY_SANDBOX_PREFIX = '/sandbox/fidelidade';
export const LOYALTY_SANDBOX_TOKEN = 'sandbox-fidelidade';

interface Award {
  provedor: string;
  referencia: string;
  valor: number;
  pontos: number;
  cliente: Record<string, unknown>;
}

/**
 * The three loyalty platforms in memory, under /fm, /st and /zo: one point per real (rounded down), a balance per
 * customer key, a repeat of the same reference answers the first award. Controls: `GET /sandbox/pontuacoes` (every
 * award, with the amount each platform received) and `POST /sandbox/falhar {vezes}` (the next calls answer 503).
 */
const plugin: FastifyPluginAsync = async (app) => {
  const awards = new Map<string, Award>();
  const balances = new Map<string, number>();
  const failures = { remaining: 0 };
  const controls = `${app.prefix}/sandbox/`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(controls)) return;
    if (failures.remaining > 0) {
      failures.remaining--;
      await reply.code(503).send({ message: 'Serviço indisponível (sandbox)' });
    }
  });
  app.get('/sandbox/pontuacoes', async () => ({ pontuacoes: [...awards.values()] }));
  app.post<{ Body: { vezes?: number } }>('/sandbox/falhar', async (request) => {
    failures.remaining = Math.max(0, Number(request.body?.vezes ?? 1));
    return { ok: true };
  });

  const award = (
    provedor: string,
    referencia: string,
    valor: number,
    cliente: Record<string, unknown>,
    key: string,
  ) => {
    const id = `${provedor}:${referencia}`;
    const existing = awards.get(id);
    if (existing) return { pontos: existing.pontos, saldo: balances.get(`${provedor}:${key}`) ?? 0 };
    const pontos = Math.floor(valor);
    awards.set(id, { provedor, referencia, valor, pontos, cliente });
    const balanceKey = `${provedor}:${key}`;
    balances.set(balanceKey, (balances.get(balanceKey) ?? 0) + pontos);
    return { pontos, saldo: balances.get(balanceKey)! };
  };
  const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

  app.post<{ Body: Record<string, unknown> }>('/fm/api/Integracao/PontuaConsumidor', async (request, reply) => {
    if (request.headers.authtoken !== LOYALTY_SANDBOX_TOKEN) return refuse(reply, 401, 'Token inválido');
    const b = request.body ?? {};
    const key = String(b.cpf || b.telefone || '');
    if (!key) return { CodigoResposta: 11, MensagemErro: 'Consumidor não identificado (CPF ou telefone)' };
    const valor = Number(b.pontuacao_reais);
    if (!(valor > 0)) return { CodigoResposta: 12, MensagemErro: 'Valor de pontuação inválido' };
    return { CodigoResposta: 100, ...award('FM', String(b.codigo_venda ?? ''), valor, b, key) };
  });
  app.post<{ Body: { external_id?: string; amount?: number; customer?: Record<string, unknown> } }>(
    '/st/api/v2/transactions',
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${LOYALTY_SANDBOX_TOKEN}`)
        return refuse(reply, 401, 'Unauthorized');
      const b = request.body ?? {};
      const name = String(b.customer?.name ?? '').trim();
      if (!name) return refuse(reply, 422, 'customer.name is required');
      const r = award(
        'ST',
        String(b.external_id ?? ''),
        Number(b.amount),
        b.customer ?? {},
        String(b.customer?.cpf || b.customer?.phone || name),
      );
      return { points: r.pontos, balance: r.saldo };
    },
  );
  app.post<{ Body: Record<string, unknown> }>('/zo/v1/pontuacoes', async (request, reply) => {
    if (request.headers['x-api-key'] !== LOYALTY_SANDBOX_TOKEN) return refuse(reply, 401, 'Chave inválida');
    const b = request.body ?? {};
    if (!b.telefone) return refuse(reply, 422, 'Telefone obrigatório');
    return award('ZO', String(b.referencia ?? ''), Number(b.valor), b, String(b.telefone));
  });
};

export const loyaltySandbox: SandboxPlugin = { name: 'fidelidade', prefix: LOYALTY_SANDBOX_PREFIX, plugin };
