import { describe, expect, it } from 'vitest';
import { makeKdsEntry } from '../test-utils/make-kds-entry';
import { upsertKdsEntries } from './kds-cache';
import { DEFAULT_KDS_SETTINGS, kdsWindow, sanitizeKdsSettings, type KdsSettings } from './kds-settings';
import { buildKdsCards } from './kds-view';

const settings = (over: Partial<KdsSettings> = {}): KdsSettings => ({ ...DEFAULT_KDS_SETTINGS, ...over });
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('KDS cards (doc 3 §3)', () => {
  const a1 = makeKdsEntry({ createdAt: at(10), pedidoKds: { id: 1 }, item: { descricao: 'Feijão tropeiro' } });
  const a2 = makeKdsEntry({
    createdAt: at(5),
    pedidoKds: { id: 1 },
    item: { descricao: 'Açaí', localNotificacao: 'BAR' },
  });
  const b1 = makeKdsEntry({ createdAt: at(20), pedidoKds: { id: 2, tipoPedido: 'DELIVERY', tipoImportacao: 'IF' } });

  it('groups by order in AGRUPADO and one card per item in INDIVIDUAL, oldest first', () => {
    const grouped = buildKdsCards([a1, a2, b1], settings(), '');
    expect(grouped.map((card) => [card.order.id, card.entries.length])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(buildKdsCards([a1, a2, b1], settings({ agrupamento: 'INDIVIDUAL' }), '')).toHaveLength(3);
  });

  it('filters by places, statuses, channels and order types; an empty list means all', () => {
    expect(buildKdsCards([a1, a2, b1], settings({ locais: ['BAR'] }), '').flatMap((c) => c.entries)).toEqual([a2]);
    expect(buildKdsCards([a1, a2, b1], settings({ tipoImportacao: ['IF'] }), '')).toHaveLength(1);
    expect(buildKdsCards([a1, a2, b1], settings({ tiposPedido: ['COMANDA'] }), '')[0]!.order.id).toBe(1);
    const dispatched = makeKdsEntry({ item: { status: 'DESPACHADO' } });
    expect(buildKdsCards([dispatched], settings(), '')).toHaveLength(0);
    expect(buildKdsCards([dispatched], settings({ exibir: ['DESPACHADO'] }), '')).toHaveLength(1);
  });

  it('searches names without accents or case', () => {
    expect(buildKdsCards([a1, a2, b1], settings(), 'feijao').flatMap((c) => c.entries)).toEqual([a1]);
    expect(buildKdsCards([a1, a2, b1], settings(), 'ACAI').flatMap((c) => c.entries)).toEqual([a2]);
  });
});

describe('KDS settings', () => {
  it('keeps defaults of doc 3 §3 and drops junk', () => {
    expect(sanitizeKdsSettings(null)).toEqual(DEFAULT_KDS_SETTINGS);
    const s = sanitizeKdsSettings({
      horasAnterior: 7,
      horasPosterior: 168,
      avisoSonoro: 'x',
      agrupamento: 'INDIVIDUAL',
    });
    expect(s).toMatchObject({ horasAnterior: 24, horasPosterior: 168, avisoSonoro: true, agrupamento: 'INDIVIDUAL' });
    expect(DEFAULT_KDS_SETTINGS).toMatchObject({ horasAnterior: 24, horasPosterior: 24, avisoSonoro: true });
  });

  it('asks the window in local yyyy-MM-dd HH:mm:ss', () => {
    const now = new Date(2026, 10, 24, 12, 30, 5);
    expect(kdsWindow({ horasAnterior: 2, horasPosterior: 24 }, now)).toEqual({
      datainicio: '2026-11-24 10:30:05',
      datafim: '2026-11-25 12:30:05',
    });
  });
});

describe('upsertKdsEntries', () => {
  it('adds new entries, replaces by id, and ignores an older version', () => {
    const e = makeKdsEntry({ version: 2 });
    const newer = { ...e, version: 3, item: { ...e.item, status: 'INICIADO' as const } };
    const older = { ...e, version: 1, item: { ...e.item, status: 'CANCELADO' as const } };
    const other = makeKdsEntry();
    expect(upsertKdsEntries([e], [newer, other]).map((x) => x.item.status)).toEqual(['INICIADO', 'PENDENTE']);
    expect(upsertKdsEntries([newer], [older])[0]!.item.status).toBe('INICIADO');
  });
});
