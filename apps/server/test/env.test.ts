// @module-tag no-sql
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, envInt, readEnv } from '../src/env';

describe('envInt', () => {
  it('takes an integer of at least the minimum; anything else is the default', () => {
    expect(envInt('45', 10, 1)).toBe(45);
    expect(envInt('0', 10, 0)).toBe(0);
    for (const value of [undefined, '', 'abc', '2.5', '0']) expect(envInt(value, 10, 1), String(value)).toBe(10);
  });
});

describe('readEnv (every environment variable, parsed in one place)', () => {
  it('answers the defaults on an empty environment', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_POOL_SIZE: 10,
      BRASA_SANDBOXES: true,
      BRASA_PRINT_RETRY_LIMIT: 8,
      BRASA_PRINTER_CONNECT_TIMEOUT_MS: 5000,
      BRASA_EVENTS_POLL_MS: 1000,
      MARKETPLACE_POLLING_MS: 30_000,
      BRASA_TEF_AGENT_PORT: 2001,
      SEFAZ_TIMEOUT_MS: 30_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('types what is set, trims addresses, keeps a setting off only when it says off', () => {
    const env = readEnv({
      PORT: '8080',
      OSRM_URL: 'http://router.example/ ',
      BRASA_SANDBOXES: 'off',
      BRASA_PRINT_DELIVERY: 'yes',
      BRASA_EVENTS_POLL_MS: '25',
    });
    expect(env.PORT).toBe(8080);
    expect(env.OSRM_URL).toBe('http://router.example');
    expect(env.BRASA_SANDBOXES).toBe(false);
    expect(env.BRASA_PRINT_DELIVERY).toBe(true);
    expect(env.BRASA_EVENTS_POLL_MS).toBe(25);
  });

  it('falls back on a typo for a tuning number, and stops with a pt-BR message on a bad port or pool', () => {
    expect(readEnv({ BRASA_PRINT_POLL_MS: 'rapido', BRASA_TEF_TIMEOUT_MS: '5' })).toMatchObject({
      BRASA_PRINT_POLL_MS: 500,
      BRASA_TEF_TIMEOUT_MS: 10_000,
    });
    expect(() => readEnv({ PORT: '70000' })).toThrow('PORT inválida: 70000');
    expect(() => readEnv({ BRASA_TEF_AGENT_PORT: 'x' })).toThrow('BRASA_TEF_AGENT_PORT inválida: x');
    expect(() => readEnv({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE inválido: 0');
  });

  it("the README's table lists exactly these variables, each with a default and a description", () => {
    const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
    const lines = readme.split('\n');
    const start = lines.indexOf('| variável | padrão | para quê |');
    expect(start).toBeGreaterThan(0);
    const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
    const table = lines.slice(start, end);
    const named = new Set<string>();
    for (const row of table.slice(2)) {
      const [names = '', padrao = '', descricao = ''] = row.split(' | ').map((cell) => cell.replace(/^\| /, ''));
      expect(padrao.trim(), row).not.toBe('');
      expect(descricao.trim().length, row).toBeGreaterThan(5);
      let prefix = '';
      for (const [, name] of names.matchAll(/`([A-Z_][A-Z0-9_]*)`/g)) {
        // `BRASA_VIRTUAL_PRINTER_PORT_CAIXA`, `_COZINHA`: a suffix of the name before it.
        const full = name!.startsWith('_') ? prefix + name : name!;
        if (!name!.startsWith('_')) prefix = full.slice(0, full.lastIndexOf('_'));
        named.add(full);
      }
    }
    expect([...named].sort()).toEqual(Object.keys(ENV_VARIABLES).sort());
  });
});
