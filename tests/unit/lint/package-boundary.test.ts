// The recipe reader imports nothing of the app (eslint.config.js): shown by example, on
// source text linted as if it were a file of the package.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

// Linting loads the TypeScript parser and the whole config: seconds on a shared machine.
describe('the recipe reader package boundary', { timeout: 60_000 }, () => {
  const inPackage = 'packages/recipe-reader/src/ingredients/example.ts';

  it.each([
    "import { departmentFor } from '../../../../domain/shopping/department.ts';",
    "import { schema } from '../../../../schema.ts';",
    "import { app } from '../../../../server/app.ts';",
    "import { Page } from '../../../../client/main.tsx';",
  ])('refuses %s', async (line) => {
    const errors = await importErrors(
      `${line}\nexport const x = [${line.match(/\{ (\w+) \}/)![1]}];\n`,
      inPackage,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('must not import the app');
  });

  it('lets the package import itself and its dependencies', async () => {
    const code =
      "import { libraryParse } from './library-parse.ts';\nimport { Parser } from 'htmlparser2';\n" +
      'export const x = [libraryParse, Parser];\n';
    expect(await importErrors(code, inPackage)).toEqual([]);
  });

  it('lets the app import the package by its name', async () => {
    const code = "import { readRecipe } from 'recipe-reader';\nexport const x = readRecipe;\n";
    expect(await importErrors(code, 'server/recipe-import/example.ts')).toEqual([]);
  });
});
