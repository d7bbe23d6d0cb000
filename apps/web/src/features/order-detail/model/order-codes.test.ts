import { describe, expect, it } from 'vitest';
import { formatDateTimeBr } from '@brasa/domain';
import { kdsStatusLabel, logLinesText, notificationStatusLabel, printStatusLabel } from './order-codes';

describe('order codes shown by name', () => {
  it('names every notification status and spells out an unknown code', () => {
    expect(notificationStatusLabel('NAO_NOTIFICADO')).toBe('Não notificado');
    expect(notificationStatusLabel('NOTIFICADO')).toBe('Notificado');
    expect(notificationStatusLabel('NOTIFICAR_PAGAMENTO')).toBe('Notificar no pagamento');
    expect(notificationStatusLabel('OUTRO_ESTADO')).toBe('Outro estado');
    expect(notificationStatusLabel(null)).toBe('');
    expect(printStatusLabel('IMPRESSO')).toBe('Impresso');
    expect(kdsStatusLabel('CANCELAMENTO_ACEITO')).toBe('Cancelamento aceito');
  });

  it('shows each log line with one local dd/MM/yyyy HH:mm, never the UTC instant', () => {
    const instant = '2026-11-24T13:05:00Z';
    const local = formatDateTimeBr(new Date(instant));
    const logs = [
      `${instant} caixa: Pedido criado por caixa em ${local}.`,
      `${instant} caixa: Item reenviado.`,
      'linha antiga sem data',
    ].join('\n');
    expect(logLinesText(logs).split('\n')).toEqual([
      `caixa: Pedido criado por caixa em ${local}.`,
      `${local} caixa: Item reenviado.`,
      'linha antiga sem data',
    ]);
    expect(logLinesText(logs)).not.toContain('2026-11-24T');
  });
});
