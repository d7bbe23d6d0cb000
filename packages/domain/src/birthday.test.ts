import { describe, expect, it } from 'vitest';
import { birthdayNotice, daysToBirthday } from './birthday';

const today = new Date(2026, 10, 21, 15, 30);

describe('birthday notice (doc 4 §3)', () => {
  it('counts the days to the nearest birthday, across the new year', () => {
    expect(daysToBirthday('1990-11-21', today)).toBe(0);
    expect(daysToBirthday('1990-11-23', today)).toBe(2);
    expect(daysToBirthday('1990-11-19', today)).toBe(-2);
    expect(daysToBirthday('2001-01-01', new Date(2026, 11, 31))).toBe(1);
    expect(daysToBirthday(null, today)).toBeNull();
    expect(daysToBirthday('21/11/1990', today)).toBeNull();
  });

  it('shows the notice only within 2 days of today', () => {
    expect(birthdayNotice({ nome: 'MARIA', dataNascimento: '1990-11-23' }, today)).toBe(
      'Aniversário de MARIA em 23/11!',
    );
    expect(birthdayNotice({ nome: 'MARIA', dataNascimento: '1990-11-19' }, today)).toBe(
      'Aniversário de MARIA em 19/11!',
    );
    expect(birthdayNotice({ nome: 'MARIA', dataNascimento: '1990-11-24' }, today)).toBeNull();
    expect(birthdayNotice({ nome: 'MARIA', dataNascimento: null }, today)).toBeNull();
  });
});
