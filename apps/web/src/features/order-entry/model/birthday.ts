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

/** 'Aniversário de {nome} em dd/MM!' when the birthday is within 2 days of today, else null. */
export function birthdayNotice(
  person: { readonly nome: string; readonly dataNascimento?: string | null },
  today: Date,
): string | null {
  const days = daysToBirthday(person.dataNascimento, today);
  if (days === null || Math.abs(days) > BIRTHDAY_WINDOW_DAYS) return null;
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})/.exec(person.dataNascimento ?? '') ?? [];
  return birthdayText(person.nome, `${day}/${month}`);
}
