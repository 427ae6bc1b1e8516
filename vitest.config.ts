import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'packages/*/tests/**/*.test.ts'],
          environment: 'node',
          // As the server reads them: every language's aisle words.
          setupFiles: ['domain/shopping/all-department-words.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['domain/shopping/all-department-words.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One shared stack; files run one after another against it.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
