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
  // server never import each other (issue 14).
  layering('domain', ['client', 'server']),
  layering('client', ['server']),
  layering('server', ['client']),
);

function layering(folder, forbidden) {
  return {
    files: [`${folder}/**/*.ts`, `${folder}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((other) => ({
            regex: `^(\\.\\./)+${other}/`,
            message: `${folder}/ must not import ${other}/ (see README 'How it is built').`,
          })),
        },
      ],
    },
  };
}
