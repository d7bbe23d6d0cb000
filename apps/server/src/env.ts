import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed here and nowhere else: its schema (text in, a typed value
 * out, its default when unset or unusable), the default as the README's table states it, and what it is for in
 * pt-BR. `readEnv()` answers them all typed; a test keeps the README's table and this list the same.
 */

/**
 * A whole-number setting from the environment: its value when it is an integer of at least `min`, else `fallback`
 * (unset, empty, a typo or too small never stops the server).
 */
export function envInt(value: string | undefined, fallback: number, min: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min ? n : fallback;
}

const raw = z.string().optional();
/** An integer of at least `min`, else the default. */
const int = (fallback: number, min: number) => raw.transform((v) => envInt(v, fallback, min));
/** A number of at least `min` (fractions allowed), else the default. */
const num = (fallback: number, min: number, above = false) =>
  raw.transform((v) => {
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    return Number.isFinite(n) && (above ? n > min : n >= min) ? n : fallback;
  });
/** On unless 'off'. */
const onUnlessOff = raw.transform((v) => v !== 'off');
/** A text, or undefined when unset or blank. */
const text = raw.transform((v) => (v?.trim() ? v.trim() : undefined));
/** An address without its trailing slash, or undefined. */
const url = raw.transform((v) => (v?.trim() ? v.trim().replace(/\/$/, '') : undefined));
/** A TCP port (0 = any free port): a bad one stops the server with a pt-BR message. */
const port = (name: string, fallback: number) =>
  raw.transform((v, ctx) => {
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (Number.isInteger(n) && n >= 0 && n <= 65535) return n;
    ctx.addIssue({ code: 'custom', message: `${name} inválida: ${v}` });
    return z.NEVER;
  });

interface Variable<S extends z.ZodType> {
  schema: S;
  /** The default as the README's table says it. */
  padrao: string;
  /** What it is for. */
  descricao: string;
}
const v = <S extends z.ZodType>(schema: S, padrao: string, descricao: string): Variable<S> => ({
  schema,
  padrao,
  descricao,
});

export const ENV_VARIABLES = {
  PORT: v(port('PORT', 3000), '`3000`', 'porta HTTP'),
  HOST: v(
    raw.transform((x) => x || '0.0.0.0'),
    '`0.0.0.0`',
    'endereço em que o servidor escuta',
  ),
  DATA_DIR: v(
    raw.transform((x) => x ?? './data'),
    '`./data`',
    'pasta do banco embutido (e do segredo JWT gerado)',
  ),
  DATABASE_URL: v(text, '—', 'servidor PostgreSQL em vez do banco embutido'),
  DATABASE_POOL_SIZE: v(
    raw.transform((x, ctx) => {
      const size = Number(x || 10);
      if (Number.isInteger(size) && size >= 1 && size <= 200) return size;
      ctx.addIssue({ code: 'custom', message: `DATABASE_POOL_SIZE inválido: ${x}` });
      return z.NEVER;
    }),
    '`10`',
    'conexões com o PostgreSQL por instância',
  ),
  REDIS_URL: v(text, '—', 'adaptador Redis do socket.io (várias instâncias)'),
  REDIS_CHANNEL_PREFIX: v(text, 'o do socket.io', 'prefixo dos canais Redis de uma implantação'),
  JWT_SECRET: v(text, 'gerado', 'segredo dos tokens'),
  JWT_EXPIRES_IN: v(
    raw.transform((x) => x ?? '12h'),
    '`12h`',
    'validade dos tokens',
  ),
  WEB_DIST: v(text, '`apps/web/dist`', 'pasta do app web servido'),
  LOG_LEVEL: v(
    raw.transform((x) => x ?? 'info'),
    '`info`',
    'nível dos logs',
  ),
  TRUST_PROXY: v(text, 'desligado', 'de quem aceitar o X-Forwarded-For'),
  TZ: v(text, '`America/Sao_Paulo`', 'fuso das datas locais e do dia de operação'),
  SANDBOX_PORT: v(port('SANDBOX_PORT', 0), 'qualquer porta livre', 'porta do servidor dos sandboxes'),
  BRASA_SANDBOXES: v(onUnlessOff, 'ligado', '`off` não sobe os sandboxes'),
  BRASA_SANDBOX_URL: v(url, '—', 'servidor de sandboxes já no ar'),
  BRASA_DEMO: v(onUnlessOff, 'ligado', '`off` começa com o banco vazio (primeira configuração)'),
  BRASA_DEMO_ORDERS: v(onUnlessOff, 'ligado', '`off` não cria os pedidos da demonstração'),
  BRASA_DEMO_FINANCE: v(onUnlessOff, 'ligado', '`off` não cria os lançamentos financeiros da demonstração'),
  CEP_PROVIDER: v(text, 'sandbox', '`viacep` consulta o ViaCEP'),
  OSRM_URL: v(url, 'sandbox', 'servidor OSRM das rotas'),
  DIRECTIONS_PROVIDER: v(text, 'sandbox', '`osrm` com `OSRM_URL`'),
  GEOCODING_URL: v(url, 'sandbox', 'serviço compatível com o Nominatim'),
  GEOCODING_MIN_INTERVAL_MS: v(num(1000, 0), '`1000`', 'intervalo entre consultas de geocodificação'),
  GEOCODING_USER_AGENT: v(text, '—', 'User-Agent das consultas de geocodificação'),
  GEOCODING_PROVIDER: v(text, '`nominatim`', '`google` usa a API do Google'),
  GOOGLE_GEOCODING_URL: v(url, 'a do Google', 'endereço da API de geocodificação do Google'),
  GOOGLE_MAPS_KEY: v(text, '—', 'chave do Google Maps do servidor'),
  MAP_TILE_URL: v(text, 'sandbox', 'modelo de URL das imagens do mapa'),
  MAP_TILE_ATTRIBUTION: v(text, 'a do OpenStreetMap', 'atribuição das imagens do mapa'),
  BRASA_VIRTUAL_PRINTERS: v(onUnlessOff, 'ligado', '`off` não sobe as impressoras virtuais'),
  BRASA_VIRTUAL_PRINTER_PORT_CAIXA: v(port('BRASA_VIRTUAL_PRINTER_PORT_CAIXA', 9101), '`9101`', 'impressora virtual'),
  BRASA_VIRTUAL_PRINTER_PORT_COZINHA: v(
    port('BRASA_VIRTUAL_PRINTER_PORT_COZINHA', 9102),
    '`9102`',
    'impressora virtual',
  ),
  BRASA_VIRTUAL_PRINTER_PORT_BAR: v(port('BRASA_VIRTUAL_PRINTER_PORT_BAR', 9103), '`9103`', 'impressora virtual'),
  BRASA_PRINT_RETRY_LIMIT: v(int(8, 0), '`8`', 'novas tentativas de uma impressão'),
  BRASA_PRINT_RETRY_DELAY_S: v(int(3, 1), '`3`', 'espera entre tentativas'),
  BRASA_PRINT_RETRY_BACKOFF: v(onUnlessOff, 'ligado', 'espera dobrando a cada tentativa'),
  BRASA_PRINT_POLL_MS: v(int(500, 10), '`500`', 'consulta da fila de impressão'),
  BRASA_PRINTER_CONNECT_TIMEOUT_MS: v(num(5000, 0, true), '`5000`', 'tempo para conectar na impressora'),
  BRASA_PRINTER_WRITE_TIMEOUT_MS: v(num(15000, 0, true), '`15000`', 'tempo para enviar o ticket'),
  BRASA_PRINT_DELIVERY: v(onUnlessOff, 'ligado', '`off` registra sem enviar'),
  BRASA_PRINT_EXPIRE_S: v(int(0, 2), '`60` ou mais', 'espera por uma impressão de instância derrubada'),
  BRASA_EVENTS_EXPIRE_S: v(int(60, 2), '`60`', 'espera por uma entrega de evento de instância derrubada'),
  BRASA_EVENTS_POLL_MS: v(int(1000, 10), '`1000`', 'consulta dos eventos de pedido'),
  BRASA_EVENTS_DELIVERY: v(onUnlessOff, 'ligado', '`off` registra os eventos sem entregá-los'),
  BRASA_REPORT_JOBS: v(onUnlessOff, 'ligado', '`off` não gera relatórios'),
  BRASA_REPORT_JOBS_POLL_MS: v(num(1000, 0, true), '`1000`', 'consulta da fila de relatórios'),
  BRASA_REPORT_JOBS_EXPIRE_S: v(int(600, 2), '`600`', 'espera por um relatório de instância derrubada'),
  BRASA_QUEUE_MAINTENANCE_S: v(int(60, 1), '`60`', 'manutenção da fila (pg-boss)'),
  BRASA_SCHEDULED_RELEASE: v(onUnlessOff, 'ligado', '`off` não envia os agendados à produção'),
  BRASA_SCHEDULED_RELEASE_FETCH_MS: v(
    int(5000, 10),
    '`5000`',
    'procura dos agendados que chegaram ao início do preparo',
  ),
  TEF_PROVIDER: v(text, 'sandbox', '`controlpay` com `TEF_URL`'),
  TEF_URL: v(url, 'sandbox', 'API de intenções de venda'),
  TEF_CALLBACK_URL: v(text, 'o próprio servidor', 'endereço deste servidor para o provedor do TEF'),
  BRASA_TEF_SANDBOX_DELAY_MS: v(num(1000, 0), '`1000`', 'demora do terminal sandbox'),
  BRASA_TEF_TIMEOUT_MS: v(int(10_000, 100), '`10000`', 'tempo de resposta da API do TEF'),
  BRASA_TEF_POLL_MS: v(int(500, 10), '`500`', 'consulta de uma venda que acabou de iniciar'),
  BRASA_TEF_RECONCILE_S: v(int(5, 1), '`5`', 'conciliação de uma venda aberta'),
  BRASA_TEF_RECONCILE_FETCH_MS: v(int(1000, 10), '`1000`', 'procura das conciliações vencidas'),
  BRASA_TEF_RECONCILER: v(onUnlessOff, 'ligado', '`off` não concilia'),
  BRASA_TEF_AGENT: v(onUnlessOff, 'ligado', 'agente TEF local sandbox'),
  BRASA_TEF_AGENT_PORT: v(port('BRASA_TEF_AGENT_PORT', 2001), '`2001`', 'porta do agente TEF local'),
  BRASA_TEF_AGENT_DELAY_MS: v(num(1000, 0), '`1000`', 'demora do agente local sandbox'),
  MARKETPLACE_URL: v(url, 'sandbox', 'API de pedidos do iFood'),
  MARKETPLACE_POLLING_MS: v(int(30_000, 50), '`30000`', 'consulta dos eventos'),
  MARKETPLACE_POLLING: v(onUnlessOff, 'ligado', '`off` não consulta'),
  MARKETPLACE_TIMEOUT_MS: v(int(10_000, 50), '—', 'tempo de resposta do iFood'),
  MARKETPLACE_POLLING_LEASE_MS: v(int(60_000, 1), '3 intervalos', 'prazo da consulta de uma instância'),
  BRASA_LOGISTICS_TRACK_S: v(int(20, 0), '`20`', 'consulta do entregador da logística'),
  BRASA_LOGISTICS_TRACKER: v(onUnlessOff, 'ligado', '`off` não consulta'),
  BRASA_LOGISTICS_TRACK_FETCH_MS: v(int(1000, 10), '`1000`', 'procura das consultas vencidas'),
  BRASA_LOGISTICS_TIMEOUT_MS: v(int(10_000, 100), '`10000`', 'tempo de resposta da logística e da fidelidade'),
  BRASA_LOGISTICS_SANDBOX_DELAY_MS: v(num(5000, 0), '`5000`', 'demora do sandbox da logística'),
  IFOOD_SHIPPING_URL: v(url, 'sandbox', 'entrega sob demanda do iFood'),
  COURIER_PLATFORM_URL: v(url, 'sandbox', 'plataforma de entregadores'),
  LOYALTY_FM_URL: v(url, 'sandbox', 'fidelidade FM'),
  LOYALTY_ST_URL: v(url, 'sandbox', 'fidelidade ST'),
  LOYALTY_ZO_URL: v(url, 'sandbox', 'fidelidade ZO'),
  MESSAGING_URL: v(url, 'sandbox', 'gateway do WhatsApp'),
  MESSAGING_API_KEY: v(text, '—', 'chave do gateway do WhatsApp'),
  SCALE_PROVIDER: v(text, 'sandbox', '`agent` lê a balança pelo agente local'),
  SCALE_AGENT_URL: v(url, '`http://127.0.0.1:2002`', 'agente da balança'),
  SCALE_SERIAL_PATH: v(
    raw.transform((x) => x || '/dev/ttyUSB0'),
    '`/dev/ttyUSB0`',
    'porta serial da balança',
  ),
  SCALE_SERIAL_BAUD: v(int(9600, 1), '`9600`', 'velocidade da porta serial'),
  SCALE_AGENT_PORT: v(port('SCALE_AGENT_PORT', 2002), '`2002`', 'porta do agente da balança'),
  SEFAZ_PROVIDER: v(text, 'sandbox', '`sefaz` envia as notas à SEFAZ'),
  SEFAZ_TIMEOUT_MS: v(num(30_000, 0, true), '`30000`', 'tempo de resposta da SEFAZ'),
  BRASA_FISCAL_TRANSMIT_MS: v(num(60_000, 0), '`60000`', 'transmissão das NFC-e em contingência'),
} as const;

export type EnvName = keyof typeof ENV_VARIABLES;
export type Env = { [K in EnvName]: z.output<(typeof ENV_VARIABLES)[K]['schema']> };

const envSchema = z.object(
  Object.fromEntries(Object.entries(ENV_VARIABLES).map(([name, variable]) => [name, variable.schema])) as {
    [K in EnvName]: (typeof ENV_VARIABLES)[K]['schema'];
  },
);

/** All the settings of `source` (the process's environment by default), typed; a bad port stops with its message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data as Env;
}
