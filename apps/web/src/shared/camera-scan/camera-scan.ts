/**
 * The camera barcode reader's rules (doc 2 §5.6, doc 4 §9): the formats read, repeats of one code ignored
 * within 1000 ms, the last result shown for 5 s, and the pt-BR camera errors. Pure: the clock is an argument.
 */

/** Formats read by the camera (W3C BarcodeDetector names): code 128, EAN-13/8, codabar, UPC-A, UPC-E. */
export const SCAN_FORMATS = ['code_128', 'ean_13', 'ean_8', 'codabar', 'upc_a', 'upc_e'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** A code read again within this window of its last acceptance is a repeat of the same reading. */
export const SCAN_REPEAT_MS = 1000;
/** How long the last result stays on screen. */
export const SCAN_FEEDBACK_MS = 5000;
/** Pause between two frames read. */
export const SCAN_INTERVAL_MS = 200;

export interface ScanGate {
  /** The last code accepted and when (ms), or null before the first one. */
  readonly last: { readonly code: string; readonly at: number } | null;
}

export const EMPTY_SCAN_GATE: ScanGate = { last: null };

/**
 * Whether a detected code counts as a new reading. The same code is ignored until SCAN_REPEAT_MS have passed
 * since it was last accepted; a different code is always accepted.
 */
export function admitScan(
  gate: ScanGate,
  rawCode: string,
  now: number,
): { readonly accepted: boolean; readonly gate: ScanGate } {
  const code = rawCode.trim();
  if (code === '') return { accepted: false, gate };
  const { last } = gate;
  if (last && last.code === code && now - last.at < SCAN_REPEAT_MS) return { accepted: false, gate };
  return { accepted: true, gate: { last: { code, at: now } } };
}

/** The distinct, non-empty codes of one frame, in the order found. */
export function codesOfFrame(detections: readonly { readonly rawValue: string }[]): string[] {
  return [...new Set(detections.map((detection) => detection.rawValue.trim()).filter((code) => code !== ''))];
}

export interface ScanFeedback {
  readonly code: string;
  /** True when the code added a product (the adder's own messages say which, doc 2 §5.6). */
  readonly added: boolean;
  readonly shownAt: number;
}

/** Milliseconds the feedback still has on screen (0 once expired). */
export function feedbackRemainingMs(feedback: ScanFeedback, now: number): number {
  return Math.max(0, feedback.shownAt + SCAN_FEEDBACK_MS - now);
}

/** The feedback still on screen at `now`, or null. */
export function visibleFeedback(feedback: ScanFeedback | null, now: number): ScanFeedback | null {
  return feedback && feedbackRemainingMs(feedback, now) > 0 ? feedback : null;
}

export function feedbackText(feedback: ScanFeedback): string {
  return feedback.added ? `Código ${feedback.code} lido.` : `Código ${feedback.code} não adicionado.`;
}

export const CAMERA_MESSAGES = {
  UNAVAILABLE: 'Não foi possível acessar a câmera.',
  DENIED: 'Não foi possível acessar a câmera: permissão negada. Libere o uso da câmera no navegador.',
  NOT_FOUND: 'Não foi possível acessar a câmera: nenhuma câmera encontrada.',
  BUSY: 'Não foi possível acessar a câmera: ela está em uso por outro aplicativo.',
  INSECURE: 'Não foi possível acessar a câmera: o navegador só libera a câmera em conexão segura (HTTPS).',
  READER_FAILED: 'Não foi possível iniciar o leitor de códigos de barras.',
} as const;

/** Error `name` set by our device layer when the page has no navigator.mediaDevices (plain HTTP). */
export const INSECURE_CONTEXT_ERROR = 'InsecureContextError';
/** Error `name` set by our device layer when the barcode reader could not be created or loaded. */
export const READER_ERROR = 'BarcodeReaderError';

/** The pt-BR message for a getUserMedia or reader failure (DOMException names, per the Media Capture spec). */
export function cameraErrorMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return CAMERA_MESSAGES.DENIED;
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return CAMERA_MESSAGES.NOT_FOUND;
    case 'NotReadableError':
    case 'TrackStartError':
      return CAMERA_MESSAGES.BUSY;
    case INSECURE_CONTEXT_ERROR:
      return CAMERA_MESSAGES.INSECURE;
    case READER_ERROR:
      return CAMERA_MESSAGES.READER_FAILED;
    default:
      return CAMERA_MESSAGES.UNAVAILABLE;
  }
}
