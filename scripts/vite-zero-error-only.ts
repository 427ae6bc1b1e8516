// domain/errors.ts imports Zero's ApplicationError, the base of AppError, from the package
// root. In the browser that import would evaluate all of Zero's client (the package does
// not declare itself free of side effects), so every page that shows an error message,
// the sign-in page included, would download the sync engine. This resolves that one import
// to the module Zero itself defines the class in: the same module instance as Zero's own
// import, so `instanceof` still holds, and the public pages stay small.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The package exports only its root; the class's own file sits beside it under out/.
const zeroEntry = fileURLToPath(import.meta.resolve('@rocicorp/zero'));
const applicationErrorModule =
  zeroEntry.slice(0, zeroEntry.lastIndexOf('/out/')) +
  '/out/zero-protocol/src/application-error.js';

export function zeroErrorOnly(): Plugin {
  return {
    name: 'zero-application-error-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@rocicorp/zero' &&
        importer?.replace(/\\/g, '/').endsWith('/domain/errors.ts')
      )
        return applicationErrorModule;
      return null;
    },
  };
}
