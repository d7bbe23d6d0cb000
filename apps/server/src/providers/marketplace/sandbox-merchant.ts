import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IfoodInterruption, IfoodMerchantState, IfoodMerchantStatus, IfoodShift } from './types';

/** The sandbox store's time zone: São Paulo, UTC-3 all year since 2019. Interruptions are in local time. */
const STORE_OFFSET = '-03:00';
const STORE_OFFSET_MS = -3 * 3600_000;
/** iFood: an interruption lasts at most 7 days. */
const MAX_INTERRUPTION_MS = 7 * 24 * 3600_000;
/** The store counts as connected while it polled this recently (iFood asks for a poll every 30 s). */
const CONNECTED_WINDOW_MS = 2 * 60_000;
const DAYS: IfoodShift['dayOfWeek'][] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

interface MerchantState {
  interruptions: IfoodInterruption[];
  hoursId: string;
  shifts: IfoodShift[];
  lastPolledAt: number | null;
  /** Forced by the drive route: a state no action of the store can produce here (payout blocked, no couriers). */
  forced: { state: IfoodMerchantState; validation: string; title: string; subtitle: string } | null;
}

/** `YYYY-MM-DDTHH:mm:ss` in the store's time. */
export function storeLocalIso(ms: number): string {
  return new Date(ms + STORE_OFFSET_MS).toISOString().slice(0, 19);
}

/** A local `YYYY-MM-DDTHH:mm[:ss]` of the store as epoch ms, or NaN. */
export function parseStoreLocal(text: string): number {
  return LOCAL.test(text) ? Date.parse(`${text}${STORE_OFFSET}`) : Number.NaN;
}

const allWeek = (): IfoodShift[] =>
  DAYS.map((dayOfWeek) => ({ id: randomUUID(), dayOfWeek, start: '00:00:00', duration: 1439 }));

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message }, message });
}

function withinHours(shifts: IfoodShift[], now: number): boolean {
  const local = new Date(now + STORE_OFFSET_MS);
  const minuteOfWeek = local.getUTCDay() * 1440 + local.getUTCHours() * 60 + local.getUTCMinutes();
  return shifts.some((shift) => {
    const day = DAYS.indexOf(shift.dayOfWeek);
    const [h, m] = shift.start.split(':').map(Number);
    const from = day * 1440 + (h ?? 0) * 60 + (m ?? 0);
    const to = from + shift.duration;
    // A shift past Saturday midnight goes on into Sunday.
    return (minuteOfWeek >= from && minuteOfWeek <= to) || minuteOfWeek + 7 * 1440 <= to;
  });
}

const hhmm = (local: string) => `${local.slice(8, 10)}/${local.slice(5, 7)} ${local.slice(11, 16)}`;

function statusOf(m: MerchantState, now: number): IfoodMerchantStatus {
  const connected = m.lastPolledAt !== null && now - m.lastPolledAt <= CONNECTED_WINDOW_MS;
  const open = withinHours(m.shifts, now);
  const active = m.interruptions.find((i) => parseStoreLocal(i.start) <= now && now < parseStoreLocal(i.end));
  const validations: IfoodMerchantStatus['validations'] = [
    connected
      ? { id: 'is-connected', code: 'is.connected', state: 'OK', message: null }
      : {
          id: 'is-connected',
          code: 'is.disconnected',
          state: 'ERROR',
          message: { title: 'Loja desconectada', subtitle: 'O gestor de pedidos não está fazendo polling' },
        },
    open
      ? { id: 'opening-hours', code: 'during.opening.hours', state: 'OK', message: null }
      : {
          id: 'opening-hours',
          code: 'outside.opening.hours',
          state: 'CLOSED',
          message: { title: 'Fora do horário', subtitle: 'Fora do horário de funcionamento' },
        },
  ];
  if (active) {
    validations.push({
      id: 'unavailabilities',
      code: 'active.interruption',
      state: 'CLOSED',
      message: { title: 'Pausa programada', subtitle: `${active.description} até ${hhmm(active.end)}` },
    });
  }
  if (m.forced) {
    validations.push({
      id: m.forced.validation,
      code: m.forced.validation,
      state: m.forced.state,
      message: { title: m.forced.title, subtitle: m.forced.subtitle },
    });
  }
  // The worst validation decides: ERROR, then CLOSED, then WARNING.
  const worst = (['ERROR', 'CLOSED', 'WARNING'] as const).find((s) => validations.some((v) => v.state === s));
  const state: IfoodMerchantState = worst ?? 'OK';
  const decisive = validations.find((v) => v.state === state && v.message);
  return {
    operation: 'DELIVERY',
    salesChannel: 'IFOOD',
    available: state === 'OK' || state === 'WARNING',
    state,
    reopenable: active
      ? { identifier: active.id, type: 'UNAVAILABILITY', reopenable: true }
      : { identifier: null, type: null, reopenable: state !== 'ERROR' },
    validations,
    message:
      state === 'OK'
        ? { title: 'Loja aberta', subtitle: 'Recebendo pedidos', priority: 1 }
        : { title: state === 'WARNING' ? 'Loja com restrições' : 'Loja fechada', ...decisive?.message, priority: 1 },
  };
}

/**
 * The merchant part of the sandbox marketplace (merchant v1.0): store status computed from its state (polling in
 * the last two minutes, opening hours, interruptions covering now), interruptions kept in the store's local time
 * (closing the store is an interruption covering now, as at iFood), opening hours replaced whole by PUT. Drive
 * routes: `GET /merchants/{id}` shows the store, `POST /merchants/{id}/state` forces a validation (a WARNING for
 * couriers, an ERROR for a payout block) or clears it with `{ state: null }`.
 */
export function registerMerchantSandbox(
  app: FastifyInstance,
  deps: { authorize: (request: FastifyRequest, reply: FastifyReply) => unknown; now: () => number },
) {
  const merchants = new Map<string, MerchantState>();
  const merchant = (id: string) => {
    let m = merchants.get(id);
    if (!m) {
      m = { interruptions: [], hoursId: randomUUID(), shifts: allWeek(), lastPolledAt: null, forced: null };
      merchants.set(id, m);
    }
    // Interruptions that ended are gone, as at iFood.
    const now = deps.now();
    m.interruptions = m.interruptions.filter((i) => parseStoreLocal(i.end) > now);
    return m;
  };

  // Polling keeps the store connected (is-connected).
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.includes('/events/v1.0/events:polling') || reply.statusCode >= 400) return;
    const header = String(request.headers['x-polling-merchants'] ?? '');
    for (const id of header.split(',').map((s) => s.trim())) if (id) merchant(id).lastPolledAt = deps.now();
  });

  type P = { Params: { id: string } };
  const base = '/merchant/v1.0/merchants/:id';

  app.get<P>(`${base}/status`, async (request, reply) => {
    if (!deps.authorize(request, reply)) return reply;
    return [statusOf(merchant(request.params.id), deps.now())];
  });

  app.get<P>(`${base}/interruptions`, async (request, reply) => {
    if (!deps.authorize(request, reply)) return reply;
    return merchant(request.params.id).interruptions;
  });

  app.post<P>(`${base}/interruptions`, async (request, reply) => {
    if (!deps.authorize(request, reply)) return reply;
    const body = (request.body ?? {}) as Partial<IfoodInterruption>;
    const start = parseStoreLocal(String(body.start ?? ''));
    const end = parseStoreLocal(String(body.end ?? ''));
    if (!body.description?.trim()) return refuse(reply, 400, 'BadRequest', 'A descrição é obrigatória.');
    if (Number.isNaN(start) || Number.isNaN(end)) {
      return refuse(reply, 400, 'BadRequest', 'Início e fim devem estar no formato yyyy-MM-ddTHH:mm:ss.');
    }
    if (end <= start) return refuse(reply, 400, 'BadRequest', 'O fim deve ser depois do início.');
    if (end <= deps.now()) return refuse(reply, 400, 'BadRequest', 'O fim da interrupção já passou.');
    if (end - start > MAX_INTERRUPTION_MS) {
      return refuse(reply, 400, 'BadRequest', 'Uma interrupção dura no máximo 7 dias.');
    }
    const created: IfoodInterruption = {
      id: randomUUID(),
      description: body.description.trim(),
      start: storeLocalIso(start),
      end: storeLocalIso(end),
    };
    merchant(request.params.id).interruptions.push(created);
    return reply.code(201).send(created);
  });

  app.delete<{ Params: { id: string; interruptionId: string } }>(
    `${base}/interruptions/:interruptionId`,
    async (request, reply) => {
      if (!deps.authorize(request, reply)) return reply;
      const m = merchant(request.params.id);
      const before = m.interruptions.length;
      m.interruptions = m.interruptions.filter((i) => i.id !== request.params.interruptionId);
      if (m.interruptions.length === before) return refuse(reply, 404, 'NotFound', 'Interrupção não encontrada');
      return reply.code(204).send();
    },
  );

  app.get<P>(`${base}/opening-hours`, async (request, reply) => {
    if (!deps.authorize(request, reply)) return reply;
    const m = merchant(request.params.id);
    return { id: m.hoursId, shifts: m.shifts };
  });

  app.put<P>(`${base}/opening-hours`, async (request, reply) => {
    if (!deps.authorize(request, reply)) return reply;
    const body = (request.body ?? {}) as { shifts?: IfoodShift[] };
    const shifts = Array.isArray(body.shifts) ? body.shifts : null;
    const valid =
      shifts?.every(
        (s) =>
          DAYS.includes(s.dayOfWeek) &&
          /^\d{2}:\d{2}(:\d{2})?$/.test(String(s.start)) &&
          Number.isInteger(s.duration) &&
          s.duration > 0 &&
          s.duration <= 1440,
      ) ?? false;
    if (!shifts || !valid) return refuse(reply, 400, 'BadRequest', 'Horários inválidos.');
    // PUT replaces the whole week: a day left out is closed.
    merchant(request.params.id).shifts = shifts.map((s) => ({
      id: randomUUID(),
      dayOfWeek: s.dayOfWeek,
      start: s.start.length === 5 ? `${s.start}:00` : s.start,
      duration: s.duration,
    }));
    return reply.code(201).send();
  });

  // --- Drive routes ---
  app.get<P>('/merchants/:id', async (request) => {
    const m = merchant(request.params.id);
    return { ...m, status: statusOf(m, deps.now()) };
  });

  app.post<P>('/merchants/:id/state', async (request) => {
    const body = (request.body ?? {}) as {
      state?: IfoodMerchantState | null;
      validation?: string;
      title?: string;
      subtitle?: string;
    };
    const m = merchant(request.params.id);
    m.forced =
      body.state === 'ERROR' || body.state === 'WARNING' || body.state === 'CLOSED'
        ? {
            state: body.state,
            validation: body.validation ?? (body.state === 'WARNING' ? 'radius-restriction' : 'payout-blocked'),
            title: body.title ?? (body.state === 'WARNING' ? 'Área de entrega reduzida' : 'Loja bloqueada'),
            subtitle:
              body.subtitle ?? (body.state === 'WARNING' ? 'Poucos entregadores na região' : 'Pendência financeira'),
          }
        : null;
    return { ...m, status: statusOf(m, deps.now()) };
  });
}
