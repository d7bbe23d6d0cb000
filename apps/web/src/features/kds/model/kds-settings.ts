import { ORDER_TYPES, type KdsItemStatus } from '@brasa/domain';

/** doc 3 §3 "KDS settings" (kept per terminal, per unit). */
export type KdsGrouping = 'INDIVIDUAL' | 'AGRUPADO';
export type KdsPrinting = 'ATIVO' | 'INATIVO';

export interface KdsSettings {
  /** AGRUPADO: one card per order with its items; INDIVIDUAL: one card per item. */
  agrupamento: KdsGrouping;
  /** Notification places shown (TIPO_NOTIFICACAO_PRODUTO codes); empty = all. */
  locais: string[];
  /** Item statuses shown. */
  exibir: KdsItemStatus[];
  /** Channels (tipoImportacao codes) shown; empty = all. */
  tipoImportacao: string[];
  /** Order types shown; empty = all. */
  tiposPedido: string[];
  impressao: KdsPrinting;
  /** The print location of a finished item (`chave` of /api/localImpressao/list). */
  localDeImpressao: string | null;
  horasAnterior: number;
  horasPosterior: number;
  avisoSonoro: boolean;
}

/** doc 3 §9: history window choices. */
export const HOURS_BEFORE_CHOICES = [2, 6, 12, 24] as const;
export const HOURS_AFTER_CHOICES = [2, 6, 12, 24, 168, 720, 9999] as const;
export const HOURS_AFTER_LABELS: Readonly<Record<number, string>> = {
  2: '2 horas',
  6: '6 horas',
  12: '12 horas',
  24: '24 horas',
  168: '1 semana',
  720: '1 mês',
  9999: 'Todos',
};

/** Ours: a kitchen sees what is still to do and what was cancelled; dispatched items leave the screen. */
export const DEFAULT_SHOWN_STATUSES: readonly KdsItemStatus[] = ['PENDENTE', 'INICIADO', 'CONCLUIDO', 'CANCELADO'];
export const SHOWABLE_STATUSES: readonly KdsItemStatus[] = [
  'PENDENTE',
  'INICIADO',
  'CONCLUIDO',
  'DESPACHADO',
  'CANCELADO',
  'CANCELAMENTO_ACEITO',
];

export const DEFAULT_KDS_SETTINGS: Readonly<KdsSettings> = Object.freeze({
  agrupamento: 'AGRUPADO',
  locais: [],
  exibir: [...DEFAULT_SHOWN_STATUSES],
  tipoImportacao: [],
  tiposPedido: [],
  impressao: 'INATIVO',
  localDeImpressao: null,
  horasAnterior: 24,
  horasPosterior: 24,
  avisoSonoro: true,
});

export const kdsSettingsKey = (unitUuid: string) => `kds.settings.${unitUuid}`;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v.trim() !== ''))] : [];

const oneOf = <T extends number | string>(value: unknown, choices: readonly T[], fallback: T): T =>
  (choices as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** Whatever is stored (older version, junk) becomes well-formed settings. */
export function sanitizeKdsSettings(stored: unknown): KdsSettings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const d = DEFAULT_KDS_SETTINGS;
  const exibir = stringList(s.exibir).filter((v): v is KdsItemStatus =>
    (SHOWABLE_STATUSES as readonly string[]).includes(v),
  );
  return {
    agrupamento: oneOf(s.agrupamento, ['INDIVIDUAL', 'AGRUPADO'] as const, d.agrupamento),
    locais: stringList(s.locais),
    exibir: Array.isArray(s.exibir) ? exibir : [...d.exibir],
    tipoImportacao: stringList(s.tipoImportacao),
    tiposPedido: stringList(s.tiposPedido).filter((v) => (ORDER_TYPES as readonly string[]).includes(v)),
    impressao: oneOf(s.impressao, ['ATIVO', 'INATIVO'] as const, d.impressao),
    localDeImpressao: typeof s.localDeImpressao === 'string' && s.localDeImpressao ? s.localDeImpressao : null,
    horasAnterior: oneOf(s.horasAnterior, HOURS_BEFORE_CHOICES, d.horasAnterior as 24),
    horasPosterior: oneOf(s.horasPosterior, HOURS_AFTER_CHOICES, d.horasPosterior as 24),
    avisoSonoro: typeof s.avisoSonoro === 'boolean' ? s.avisoSonoro : d.avisoSonoro,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local 'yyyy-MM-dd HH:mm:ss', the contract's date format for the print server's headers (issue 12). */
export function localDateTimeText(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The list's window: from horasAnterior before now to horasPosterior after it (doc 3 §9). */
export function kdsWindow(settings: Pick<KdsSettings, 'horasAnterior' | 'horasPosterior'>, now: Date) {
  const hour = 3_600_000;
  return {
    datainicio: localDateTimeText(new Date(now.getTime() - settings.horasAnterior * hour)),
    datafim: localDateTimeText(new Date(now.getTime() + settings.horasPosterior * hour)),
  };
}
