import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers run one way: domain <- contracts <- server, web; web features never import each other.
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) => ({
          group: [group],
          message: 'Camada proibida aqui (docs/architecture.md).',
        })),
      },
    ],
  },
});

const WEB_FORBIDDEN = ['@brasa/server', 'drizzle-orm*', 'pg', '**/apps/server/**'];
// Flat config: a later 'no-restricted-imports' replaces an earlier one, so this repeats the web layer's list.
const featureIsolation = (files, regex) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...WEB_FORBIDDEN.map((group) => ({
            group: [group],
            message: 'Camada proibida aqui (docs/architecture.md).',
          })),
          { regex, message: 'Uma feature não importa outra (docs/architecture.md).' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  layer(
    ['packages/domain/**'],
    ['@brasa/contracts', '@brasa/server', '@brasa/web', 'zod', 'node:*', 'react', 'drizzle-orm*'],
  ),
  layer(['packages/contracts/**'], ['@brasa/server', '@brasa/web', 'react', 'node:*', 'drizzle-orm*']),
  layer(['apps/web/**'], WEB_FORBIDDEN),
  layer(['apps/server/**'], ['@brasa/web', 'react', '**/apps/web/**']),
  // Modules record events; the reactions (src/subscribers/) are wired in app.ts, never imported by a module.
  layer(['apps/server/src/modules/**'], ['@brasa/web', 'react', '**/apps/web/**', '**/subscribers/**']),
  // Module dependencies run one way: orders and people above payments; order-data (the order row's mapper and
  // totals) below all three. A lower module never imports a higher one.
  layer(
    ['apps/server/src/modules/people/**'],
    ['@brasa/web', 'react', '**/apps/web/**', '**/subscribers/**', '**/orders/**'],
  ),
  layer(
    ['apps/server/src/modules/payments/**'],
    ['@brasa/web', 'react', '**/apps/web/**', '**/subscribers/**', '**/orders/**', '**/people/**'],
  ),
  layer(
    ['apps/server/src/modules/order-data/**'],
    ['@brasa/web', 'react', '**/apps/web/**', '**/subscribers/**', '**/orders/**', '**/payments/**', '**/people/**'],
  ),
  // The orders module defines the ports the marketplace implements (orders/status/status-gate.ts); it never imports
  // the marketplace or logistics, which call into it. (It still writes the KDS rows of its production itself.)
  layer(
    ['apps/server/src/modules/orders/**'],
    ['@brasa/web', 'react', '**/apps/web/**', '**/subscribers/**', '**/marketplace/**', '**/logistics/**'],
  ),
  // A feature never reaches into another feature's folder (shared pieces live in src/shared).
  featureIsolation(['apps/web/src/features/*/*.{ts,tsx}'], '^\\.\\./(?!\\.\\.)'),
  featureIsolation(['apps/web/src/features/*/*/*.{ts,tsx}'], '^\\.\\./\\.\\./(?!\\.\\.)'),
  featureIsolation(['apps/web/src/features/*/*/*/*.{ts,tsx}'], '^\\.\\./\\.\\./\\.\\./(?!\\.\\.)'),
);
