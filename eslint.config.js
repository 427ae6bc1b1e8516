import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules', 'client/dist', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layering: domain/ is shared by both sides and imports neither; the browser and the
  // server never import each other (docs/architecture.md).
  layering('domain', ['client', 'server']),
  // Pages use the app's one Dialog and one Tabs (client/components/ui), not Radix's own.
  layering('client', ['server'], ['@radix-ui/react-dialog', '@radix-ui/react-tabs']),
  { ...layering('client', ['server']), files: ['client/components/ui/**/*.tsx'] },
  layering('server', ['client']),
  // The recipe reader is a package of its own: it reads pages and lines for any app, so it
  // imports nothing of this one (packages/recipe-reader/README.md).
  {
    files: ['packages/recipe-reader/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(client|server|domain)/|^(\\.\\./)+schema\\.ts$|^#',
              message:
                'packages/recipe-reader must not import the app (client/, server/, domain/, schema.ts).',
            },
          ],
        },
      ],
    },
  },
  // Specs take `test` from tests/e2e/support/test.ts, which closes the browser contexts a
  // test opens: left open, each is one more client group for zero-cache to advance.
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test.ts'.",
            },
          ],
        },
      ],
    },
  },
  // Steps only the server can take (locks, checks against rows a browser may not hold) live
  // in server/zero/server-mutators.ts, not behind a location test in the shared mutators.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[right.value='server'][left.property.name='location']",
          message: 'server-only steps of a mutator go in server/zero/server-mutators.ts.',
        },
      ],
    },
  },
  // Routes read the request and shape the answer; their SQL lives in the feature's
  // queries (server/<feature>/queries.ts), where it can be read and reused on its own.
  {
    files: ['server/**/routes.ts', 'server/**/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "TaggedTemplateExpression[tag.property.name='sql']",
          'TaggedTemplateExpression[tag.name=/^(sql|tx)$/]',
          "CallExpression[callee.property.name='begin'][callee.object.property.name='sql']",
        ].map((selector) => ({
          selector,
          message: "SQL goes in the feature's queries.ts, not in a route handler.",
        })),
      ],
    },
  },
);

function layering(folder, forbidden, wrapped = []) {
  return {
    files: [`${folder}/**/*.ts`, `${folder}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((other) => ({
            regex: `^(#|(\\.\\./)+)${other}/`,
            message: `${folder}/ must not import ${other}/ (see README 'How it is built').`,
          })),
          paths: wrapped.map((name) => ({
            name,
            message: `use the app's wrapper in client/components/ui instead of ${name}.`,
          })),
        },
      ],
    },
  };
}
