// @module-tag no-sql
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The modules the web's boot reads (the realtime client, the side drawer): no schema may be built by importing
 * them, so the first page load does not evaluate zod and the order schemas (bench `bundle`, `board`).
 */
const SCHEMA_FREE = [
  'realtime-constants.ts',
  'store-paths.ts',
  'tef-paths.ts',
  'board-card.ts',
  'marketplace-dispute-paths.ts',
];

describe('schema-free modules', () => {
  it.each(SCHEMA_FREE)('%s imports no value from zod or from a module with schemas', (file) => {
    const source = readFileSync(new URL(`../../../packages/contracts/src/${file}`, import.meta.url), 'utf8');
    const valueImports = source.split('\n').filter((line) => /^import (?!type )/.test(line));
    expect(valueImports).toEqual([]);
  });
});
