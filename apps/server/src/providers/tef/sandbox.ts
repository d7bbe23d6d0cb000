import type { FastifyPluginAsync } from 'fastify';
import { randomBytes } from 'node:crypto';
import { centsOfWireMoney, wireMoneyOfCents } from './controlpay-client';
import { readEnv } from '../../env';

export const TEF_SANDBOX_PREFIX = '/sandbox/tef';

/** The sandbox's one company (the demo integration logs in with it), its terminals and technical password. */
export const TEF_SANDBOX_COMPANY = Object.freeze({
  cpfCnpj: '11222333000181',
  senha: 'sandbox',
  pessoaId: 12579,
  senhaTecnica: '1234',
  terminais: [
    { id: 101, nome: 'Terminal Caixa 1' },
    { id: 102, nome: 'Terminal Caixa 2' },
  ],
});

/**
 * How the sandbox terminal answers, by the amount's cents (like acquirers' own sandboxes):
 * ,25 refused by the issuer (25); ,15 expired at the terminal (15); ,35 approved without an authorization code
 * (the cashier types it); ,45 waits at the terminal until a test forces a result; anything else approved.
 */
type Outcome = 'APPROVE' | 'REFUSE' | 'EXPIRE' | 'APPROVE_NO_CODE' | 'WAIT';

function outcomeOf(cents: number): Outcome {
  switch (cents % 100) {
    case 25:
      return 'REFUSE';
    case 15:
      return 'EXPIRE';
    case 35:
      return 'APPROVE_NO_CODE';
    case 45:
      return 'WAIT';
    default:
      return 'APPROVE';
  }
}

interface SandboxIntent {
  id: number;
  referencia: string | null;
  valorCents: number;
  terminalId: string;
  formaPagamentoId: number;
  createdAt: number;
  outcome: Outcome;
  forced: { outcome: Outcome; at: number } | null;
  cancelAt: number | null;
  /** The caller's callback (loopback only in the sandbox), told of each status change. */
  urlRetorno: string | null;
}

const BRANDS = ['VISA', 'MASTERCARD', 'ELO'];
const ACQUIRERS = ['REDE', 'CIELO', 'STONE'];

/** The terminal's delay: about a second by default, shorter by env for tests (read on every request). */
const delayMs = () => readEnv().BRASA_TEF_SANDBOX_DELAY_MS;

/** The provider's status now: the terminal's progress is a function of time, so no timer outlives a test. */
function statusOf(intent: SandboxIntent, now: number): number {
  const delay = delayMs();
  if (intent.cancelAt !== null) {
    const since = now - intent.cancelAt;
    return since < delay / 3 ? 18 : since < (2 * delay) / 3 ? 19 : 20;
  }
  if (intent.forced) return finalStatus(intent.forced.outcome) ?? 6;
  const since = now - intent.createdAt;
  if (since < delay / 3) return 5;
  if (since < delay || intent.outcome === 'WAIT') return 6;
  return finalStatus(intent.outcome) ?? 6;
}

/** The sandbox calls back only on this machine (it must not be a way to make requests anywhere). */
function loopbackUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? value : null;
  } catch {
    return null;
  }
}

function finalStatus(outcome: Outcome): number | null {
  if (outcome === 'APPROVE' || outcome === 'APPROVE_NO_CODE') return 10;
  if (outcome === 'REFUSE') return 25;
  if (outcome === 'EXPIRE') return 15;
  return null;
}

/** A receipt's text, as a terminal prints it (the two copies differ in their header). */
function receipt(intent: SandboxIntent, copy: 'CLIENTE' | 'ESTABELECIMENTO', code: string | null) {
  const brand = BRANDS[intent.id % BRANDS.length]!;
  const method = intent.formaPagamentoId === 21 ? 'CREDITO A VISTA' : intent.formaPagamentoId === 22 ? 'DEBITO' : 'PIX';
  return [
    `VIA ${copy}`,
    `${ACQUIRERS[intent.id % ACQUIRERS.length]} - ${brand}`,
    `${method}`,
    `TERMINAL ${intent.terminalId}`,
    `NSU ${String(900000 + intent.id)}`,
    code ? `AUT ${code}` : 'AUT -',
    `VALOR R$ ${wireMoneyOfCents(intent.valorCents)}`,
    'TRANSACAO APROVADA',
  ].join('\n');
}

function wireOf(intent: SandboxIntent, now: number) {
  const status = statusOf(intent, now);
  const outcome = intent.forced?.outcome ?? intent.outcome;
  const approvedOnce = status === 10 || (intent.cancelAt !== null && finalStatus(outcome) === 10);
  const code = outcome === 'APPROVE_NO_CODE' ? null : String(100000 + ((intent.id * 7919) % 900000));
  const payments = [];
  if (status === 25) {
    payments.push({ mensagemRespostaAdquirente: 'TRANSACAO NEGADA', codigoRespostaAdquirente: '05' });
  } else if (approvedOnce) {
    payments.push({
      nsuTid: String(900000 + intent.id),
      autorizacao: code,
      adquirente: ACQUIRERS[intent.id % ACQUIRERS.length],
      bandeira: intent.formaPagamentoId === 25 ? 'PIX' : BRANDS[intent.id % BRANDS.length],
      mensagemRespostaAdquirente: 'APROVADA',
      codigoRespostaAdquirente: '0',
      comprovanteAdquirente: receipt(intent, 'CLIENTE', code),
      comprovanteEstabelecimento: receipt(intent, 'ESTABELECIMENTO', code),
    });
    if (status === 20)
      payments.push({ mensagemRespostaAdquirente: 'OPERACAO CANCELADA', codigoRespostaAdquirente: '0' });
  }
  const names: Record<number, string> = {
    5: 'Pendente',
    6: 'Em pagamento',
    10: 'Creditado',
    15: 'Expirado',
    18: 'Cancelamento solicitado',
    19: 'Em cancelamento',
    20: 'Cancelado',
    25: 'Recusado',
  };
  return {
    id: intent.id,
    referencia: intent.referencia,
    valorOriginal: wireMoneyOfCents(intent.valorCents),
    intencaoVendaStatus: { id: status, nome: names[status] },
    formaPagamento: { id: intent.formaPagamentoId },
    terminal: { id: Number(intent.terminalId) },
    pagamentosExternos: payments,
  };
}

/**
 * The card-terminal sandbox: the ControlPay-style paths (webapi/...) under /sandbox/tef, with a terminal that
 * answers by the amount (see `outcomeOf`), and the driving routes `POST /sandbox/tef/intents/{id}/{approve|refuse|
 * expire}` (force a result), `GET /sandbox/tef/intents/{id}` (what the provider holds) and `POST
 * /sandbox/tef/chaves/expirar` (every integration key refused from now on, to try the client's renewal).
 */
export const tefSandboxPlugin: FastifyPluginAsync = async (app) => {
  const keys = new Set<string>();
  const intents = new Map<number, SandboxIntent>();
  let nextId = 1000 + Math.floor(Math.random() * 1000) * 1000;
  const company = TEF_SANDBOX_COMPANY;

  const refuse = (status: number, message: string) => ({ status, body: { message } });
  // Callbacks: one timer per expected status change, cleared when the sandbox closes (no timer outlives a test).
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  const notify = (intent: SandboxIntent, afterMs: number) => {
    if (!intent.urlRetorno) return;
    const url = intent.urlRetorno;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const now = Date.now();
        void fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            intencaoVendaId: intent.id,
            referencia: intent.referencia,
            status: statusOf(intent, now),
          }),
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined);
      },
      Math.max(0, afterMs),
    );
    timers.add(timer);
  };
  const keyOf = (query: unknown) => String((query as { key?: unknown }).key ?? '');

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.includes('/webapi/') || request.url.includes('/webapi/Login/')) return;
    if (!keys.has(keyOf(request.query))) {
      const r = refuse(401, 'Chave de integração inválida ou expirada.');
      return reply.status(r.status).send(r.body);
    }
  });

  app.post('/webapi/Login/Login', async (request, reply) => {
    const body = (request.body ?? {}) as { cpfCnpj?: string; senha?: string };
    if (String(body.cpfCnpj ?? '').replace(/\D/g, '') !== company.cpfCnpj || body.senha !== company.senha) {
      return reply.status(400).send({ message: 'CPF/CNPJ ou senha inválidos.' });
    }
    const key = randomBytes(20).toString('hex');
    keys.add(key);
    return { data: new Date().toISOString(), pessoa: { key, id: company.pessoaId, pessoaJuridica: true } };
  });

  app.post('/webapi/Terminal/GetByPessoaId', async (request, reply) => {
    if (String((request.query as { pessoaId?: string }).pessoaId) !== String(company.pessoaId)) {
      return reply.status(404).send({ message: 'Pessoa não encontrada.' });
    }
    return { terminais: company.terminais };
  });

  app.post('/webapi/Venda/Vender', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const terminal = company.terminais.find((t) => String(t.id) === String(body.terminalId));
    if (!terminal) return reply.status(400).send({ message: 'Terminal não encontrado.' });
    if (![21, 22, 25].includes(Number(body.formaPagamentoId))) {
      return reply.status(400).send({ message: 'Forma de pagamento inválida.' });
    }
    const valorCents = centsOfWireMoney(body.valorTotalVendido as string);
    if (!(valorCents > 0)) return reply.status(400).send({ message: 'Valor inválido.' });
    const referencia = typeof body.referencia === 'string' ? body.referencia : null;
    // The provider keeps one intent per reference: a repeated start answers the same intent.
    const same = referencia ? [...intents.values()].find((i) => i.referencia === referencia) : undefined;
    if (same) return { data: new Date().toISOString(), intencaoVenda: wireOf(same, Date.now()) };
    const intent: SandboxIntent = {
      id: nextId++,
      referencia,
      valorCents,
      terminalId: String(terminal.id),
      formaPagamentoId: Number(body.formaPagamentoId),
      createdAt: Date.now(),
      outcome: outcomeOf(valorCents),
      forced: null,
      cancelAt: null,
      urlRetorno: loopbackUrl(body.urlRetorno),
    };
    intents.set(intent.id, intent);
    // The terminal settles after the delay (a waiting sale only when forced or cancelled).
    if (intent.outcome !== 'WAIT') notify(intent, delayMs() + 5);
    return { data: new Date().toISOString(), intencaoVenda: wireOf(intent, Date.now()) };
  });

  // GetById is a POST (ASP.NET Web API answers 405 to another method).
  app.get('/webapi/IntencaoVenda/GetById', async (_request, reply) =>
    reply.status(405).send({ message: "The requested resource does not support http method 'GET'." }),
  );
  app.post('/webapi/IntencaoVenda/GetById', async (request, reply) => {
    const intent = intents.get(Number((request.query as { intencaoVendaId?: string }).intencaoVendaId));
    if (!intent) return reply.status(404).send({ message: 'Intenção de venda não encontrada.' });
    return { intencaoVenda: wireOf(intent, Date.now()) };
  });

  app.post('/webapi/IntencaoVenda/GetByFiltros', async (request) => {
    const referencia = (request.body as { referencia?: string } | undefined)?.referencia;
    const found = [...intents.values()].filter((i) => !referencia || i.referencia === referencia);
    return { intencoesVendas: found.map((i) => wireOf(i, Date.now())) };
  });

  app.post('/webapi/Venda/CancelarVenda', async (request, reply) => {
    const body = (request.body ?? {}) as { intencaoVendaId?: number; senhaTecnica?: string | null };
    const intent = intents.get(Number(body.intencaoVendaId));
    if (!intent) return reply.status(404).send({ message: 'Intenção de venda não encontrada.' });
    const status = statusOf(intent, Date.now());
    if (status === 15 || status === 25) return reply.status(400).send({ message: 'Venda não pode ser cancelada.' });
    if (status === 10 && body.senhaTecnica !== company.senhaTecnica) {
      return reply.status(400).send({ message: 'Senha técnica inválida.' });
    }
    if (intent.cancelAt === null) {
      intent.cancelAt = Date.now();
      notify(intent, delayMs() + 5);
    }
    return { intencaoVenda: wireOf(intent, Date.now()) };
  });

  // Driving routes (tests, the demo): force a result, read an intent, expire the keys.
  app.post('/intents/:id/:action', async (request, reply) => {
    const { id, action } = request.params as { id: string; action: string };
    const intent = intents.get(Number(id));
    const outcome = ({ approve: 'APPROVE', refuse: 'REFUSE', expire: 'EXPIRE' } as const)[action as 'approve'];
    if (!intent || !outcome) return reply.status(404).send({ message: 'Intenção ou ação desconhecida.' });
    intent.forced = { outcome, at: Date.now() };
    notify(intent, 0);
    return { intencaoVenda: wireOf(intent, Date.now()) };
  });
  app.get('/intents/:id', async (request, reply) => {
    const intent = intents.get(Number((request.params as { id: string }).id));
    if (!intent) return reply.status(404).send({ message: 'Intenção de venda não encontrada.' });
    return { intencaoVenda: wireOf(intent, Date.now()), cancelada: intent.cancelAt !== null };
  });
  app.post('/chaves/expirar', async () => {
    const count = keys.size;
    keys.clear();
    return { expiradas: count };
  });
};
