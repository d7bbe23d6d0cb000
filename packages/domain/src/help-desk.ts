/**
 * Help desk (doc 4 §2 'Help desk', §4, §9): when the human attendant answers. Outside these hours the page sends
 * the user to the AI attendant with 'Fora de horário do atendimento humano…'. Local (the unit's) time.
 */

/** [from, to) in minutes since midnight. */
type Window = readonly [number, number];
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** doc 4 §9 human support hours, by weekday (0 = Sunday … 6 = Saturday). */
export const HUMAN_SUPPORT_HOURS: Readonly<Record<number, readonly Window[]>> = Object.freeze({
  0: [[at(11), at(12)]],
  1: [[at(8, 45), at(22)]],
  2: [[at(8, 45), at(22)]],
  3: [[at(8, 45), at(22)]],
  4: [[at(8, 45), at(22)]],
  5: [[at(8, 45), at(22)]],
  6: [
    [at(10), at(13)],
    [at(18), at(20)],
  ],
});

/** The hours as the human attendant's card shows them. */
export const HUMAN_SUPPORT_HOURS_TEXT: readonly string[] = Object.freeze([
  'Segunda a sexta: 08:45 às 22:00',
  'Sábado: 10:00 às 13:00 e 18:00 às 20:00',
  'Domingo: 11:00 às 12:00',
]);

/** Whether the human attendant answers at `now` (local time); the end of each window is closed. */
export function isHumanSupportOpen(now: Date): boolean {
  const minute = now.getHours() * 60 + now.getMinutes();
  return (HUMAN_SUPPORT_HOURS[now.getDay()] ?? []).some(([from, to]) => minute >= from && minute < to);
}
