/** doc 4 §3 "Customer": a birthday notice, shown only within 2 days of today. */
const BIRTHDAY_WINDOW_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ours, in the spec's voice. */
const birthdayText = (nome: string, dayMonth: string) => `Aniversário de ${nome} em ${dayMonth}!`;

/** Whole days from today to the birthday nearest to it (negative when it just passed), or null. */
export function daysToBirthday(dataNascimento: string | null | undefined, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dataNascimento ?? '');
  if (!match) return null;
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  let nearest: number | null = null;
  for (const year of [today.getFullYear() - 1, today.getFullYear(), today.getFullYear() + 1]) {
    const days = Math.round((Date.UTC(year, month, day) - start) / DAY_MS);
    if (nearest === null || Math.abs(days) < Math.abs(nearest)) nearest = days;
  }
  return nearest;
}

/**
 * The birthday's 'dd/MM' when it is within 2 days of today, else null: what a user who may not read the birth date
 * (a waiter: 'ACTION pessoa:documentos') gets instead of it, so the notice still shows.
 */
export function nearBirthday(dataNascimento: string | null | undefined, today: Date): string | null {
  const days = daysToBirthday(dataNascimento, today);
  if (days === null || Math.abs(days) > BIRTHDAY_WINDOW_DAYS) return null;
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})/.exec(dataNascimento ?? '') ?? [];
  return `${day}/${month}`;
}

/**
 * 'Aniversário de {nome} em dd/MM!' when the birthday is within 2 days of today, else null; from the birth date, or
 * from `aniversario` (nearBirthday, sent instead of the date to who may not read it).
 */
export function birthdayNotice(
  person: { readonly nome: string; readonly dataNascimento?: string | null; readonly aniversario?: string | null },
  today: Date,
): string | null {
  const dayMonth = person.dataNascimento ? nearBirthday(person.dataNascimento, today) : (person.aniversario ?? null);
  return dayMonth ? birthdayText(person.nome, dayMonth) : null;
}
