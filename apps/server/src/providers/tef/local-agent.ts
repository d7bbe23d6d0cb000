import { tefAgentSignedText, type TTefAgentResult } from '@brasa/contracts';
import Fastify from 'fastify';
import { createHmac } from 'node:crypto';

/**
 * The sandbox of the local terminal agent (tipos=EL, doc 1 §7): on the cashier's machine, port 2001 by default,
 * it takes the configuration, pix, debit, credit in one instalment and the administrative cancel (nsu, data,
 * valor). The browser calls it (CORS open to the PDV's pages) and relays its answer to the server, which trusts
 * it only through the signature: HMAC-SHA256 with the integration's agent key, which the agent was installed with.
 * Amounts answer like the cloud sandbox's: ,25 refused; anything else approved (,35 without an authorization code).
 */
export interface LocalAgent {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_TEF_AGENT_PORT = 2001;

/** The demo's agent key (the demo integration holds the same; a real install gets its own). */
export const DEMO_TEF_AGENT_KEY = 'brasa-agente-local-demo';

type Operation = 'PIX' | 'DEBITO' | 'CREDITO';

function sign(key: string, fields: Omit<TTefAgentResult, 'assinatura'>): TTefAgentResult {
  return { ...fields, assinatura: createHmac('sha256', key).update(tefAgentSignedText(fields)).digest('hex') };
}

export async function startLocalTefAgent(
  opts: { port?: number; host?: string; key?: string; terminal?: string } = {},
): Promise<LocalAgent> {
  const key = opts.key ?? DEMO_TEF_AGENT_KEY;
  const terminal = opts.terminal ?? 'PINPAD-01';
  const app = Fastify({ logger: false });
  let nsu = 500000 + Math.floor(Math.random() * 1000) * 100;
  const sales = new Map<string, { valor: number; cancelled: boolean }>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type');
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return reply.status(204).send();
  });

  app.get('/configuracao', async () => ({
    terminal,
    versao: 'sandbox-1',
    operacoes: ['PIX', 'DEBITO', 'CREDITO', 'CANCELAMENTO'],
  }));

  const sale = (operation: Operation) => async (request: { body: unknown }) => {
    const body = (request.body ?? {}) as { valor?: number; referencia?: string; parcelas?: number };
    const valor = Number(body.valor);
    const referencia = String(body.referencia ?? '');
    if (!(valor > 0) || !referencia || (operation === 'CREDITO' && (body.parcelas ?? 1) !== 1)) {
      return sign(key, refusedFields(referencia, valor, 'Dados da venda inválidos.'));
    }
    const cents = Math.round(valor * 100) % 100;
    if (cents === 25) return sign(key, refusedFields(referencia, valor, 'TRANSACAO NEGADA'));
    const id = String(nsu++);
    sales.set(id, { valor, cancelled: false });
    const code = cents === 35 || operation === 'PIX' ? null : String(100000 + (Number(id) % 900000));
    const text = (via: string) =>
      [
        `VIA ${via}`,
        `TEF LOCAL ${terminal}`,
        operation,
        `NSU ${id}`,
        `AUT ${code ?? '-'}`,
        `VALOR R$ ${valor.toFixed(2).replace('.', ',')}`,
      ].join('\n');
    return sign(key, {
      referencia,
      resultado: '0',
      mensagem: 'APROVADA',
      valor,
      nsu: id,
      data: new Date().toISOString(),
      autorizacao: code,
      bandeira: operation === 'PIX' ? 'PIX' : 'VISA',
      adquirente: 'REDE',
      comprovanteCliente: text('CLIENTE'),
      comprovanteEstabelecimento: text('ESTABELECIMENTO'),
    });
  };
  app.post('/pix', sale('PIX'));
  app.post('/debito', sale('DEBITO'));
  app.post('/credito', sale('CREDITO'));

  app.post('/cancelamento', async (request) => {
    const body = (request.body ?? {}) as { nsu?: string; data?: string; valor?: number };
    const found = sales.get(String(body.nsu));
    if (!found || found.cancelled || found.valor !== Number(body.valor) || !body.data) {
      return { resultado: '1', mensagem: 'Venda não encontrada para cancelamento.' };
    }
    found.cancelled = true;
    return { resultado: '0', mensagem: 'OPERACAO CANCELADA', nsu: body.nsu };
  });

  const host = opts.host ?? '127.0.0.1';
  let port = opts.port ?? DEFAULT_TEF_AGENT_PORT;
  try {
    await app.listen({ port, host });
  } catch (err) {
    // Port taken (another agent, a second server on this machine): any free one.
    if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    await app.listen({ port: 0, host });
  }
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${port}`, port, close: () => app.close() };
}

function refusedFields(referencia: string, valor: number, mensagem: string): Omit<TTefAgentResult, 'assinatura'> {
  return {
    referencia,
    resultado: '05',
    mensagem,
    valor: Number.isFinite(valor) ? valor : 0,
    nsu: null,
    data: new Date().toISOString(),
    autorizacao: null,
    bandeira: null,
    adquirente: null,
    comprovanteCliente: null,
    comprovanteEstabelecimento: null,
  };
}
