import { describe, expect, it } from 'vitest';
import {
  CAMERA_MESSAGES,
  EMPTY_SCAN_GATE,
  INSECURE_CONTEXT_ERROR,
  READER_ERROR,
  SCAN_FEEDBACK_MS,
  SCAN_REPEAT_MS,
  type ScanGate,
  admitScan,
  cameraErrorMessage,
  codesOfFrame,
  feedbackRemainingMs,
  feedbackText,
  visibleFeedback,
} from './camera-scan';

const T0 = 1_700_000_000_000;

/** Feeds (code, time) readings through the gate and returns the accepted ones. */
function run(readings: [string, number][]): [string, number][] {
  let gate: ScanGate = EMPTY_SCAN_GATE;
  const accepted: [string, number][] = [];
  for (const [code, at] of readings) {
    const outcome = admitScan(gate, code, at);
    gate = outcome.gate;
    if (outcome.accepted) accepted.push([code, at]);
  }
  return accepted;
}

describe('camera repeats (doc 2 §5.6: ignored within 1000 ms)', () => {
  it('ignores the same code until 1000 ms after it was accepted', () => {
    expect(SCAN_REPEAT_MS).toBe(1000);
    expect(
      run([
        ['7894900011517', T0],
        ['7894900011517', T0 + 200],
        ['7894900011517', T0 + 999],
        ['7894900011517', T0 + 1000],
        ['7894900011517', T0 + 1400],
      ]),
    ).toEqual([
      ['7894900011517', T0],
      ['7894900011517', T0 + 1000],
    ]);
  });

  it('accepts a different code at once, and the first one again after it', () => {
    expect(
      run([
        ['7894900011517', T0],
        ['7890000000017', T0 + 100],
        ['7894900011517', T0 + 300],
      ]),
    ).toEqual([
      ['7894900011517', T0],
      ['7890000000017', T0 + 100],
      ['7894900011517', T0 + 300],
    ]);
  });

  it('trims codes and ignores empty ones', () => {
    expect(
      run([
        [' 123 ', T0],
        ['123', T0 + 500],
        ['   ', T0 + 600],
      ]),
    ).toEqual([[' 123 ', T0]]);
  });

  it('keeps the distinct codes of a frame', () => {
    expect(codesOfFrame([{ rawValue: '1' }, { rawValue: ' 1 ' }, { rawValue: '' }, { rawValue: '2' }])).toEqual([
      '1',
      '2',
    ]);
  });
});

describe('last result feedback (doc 2 §5.6: cleared after 5 s)', () => {
  const feedback = { code: '7894900011517', added: true, shownAt: T0 };

  it('stays 5 s on screen', () => {
    expect(SCAN_FEEDBACK_MS).toBe(5000);
    expect(feedbackRemainingMs(feedback, T0)).toBe(5000);
    expect(feedbackRemainingMs(feedback, T0 + 4999)).toBe(1);
    expect(visibleFeedback(feedback, T0 + 4999)).toBe(feedback);
    expect(feedbackRemainingMs(feedback, T0 + 5000)).toBe(0);
    expect(visibleFeedback(feedback, T0 + 5000)).toBeNull();
    expect(visibleFeedback(null, T0)).toBeNull();
  });

  it('says whether the code was used', () => {
    expect(feedbackText(feedback)).toBe('Código 7894900011517 lido.');
    expect(feedbackText({ ...feedback, added: false })).toBe('Código 7894900011517 não adicionado.');
  });
});

describe('camera errors in pt-BR', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });

  it('names the cause when the browser tells it', () => {
    expect(cameraErrorMessage(named('NotAllowedError'))).toBe(CAMERA_MESSAGES.DENIED);
    expect(cameraErrorMessage(named('NotFoundError'))).toBe(CAMERA_MESSAGES.NOT_FOUND);
    expect(cameraErrorMessage(named('OverconstrainedError'))).toBe(CAMERA_MESSAGES.NOT_FOUND);
    expect(cameraErrorMessage(named('NotReadableError'))).toBe(CAMERA_MESSAGES.BUSY);
    expect(cameraErrorMessage(named(INSECURE_CONTEXT_ERROR))).toBe(CAMERA_MESSAGES.INSECURE);
    expect(cameraErrorMessage(named(READER_ERROR))).toBe(CAMERA_MESSAGES.READER_FAILED);
  });

  it('falls back to the generic message', () => {
    expect(cameraErrorMessage(new Error('boom'))).toBe('Não foi possível acessar a câmera.');
    expect(cameraErrorMessage('boom')).toBe(CAMERA_MESSAGES.UNAVAILABLE);
    expect(cameraErrorMessage(null)).toBe(CAMERA_MESSAGES.UNAVAILABLE);
  });
});
