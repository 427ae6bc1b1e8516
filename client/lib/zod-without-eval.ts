// Zod compiles object parsers with `new Function` unless told not to; the app's
// Content-Security-Policy forbids eval, and even zod's probe for it is reported as a
// violation. Imported first by main.tsx, before any module can parse at load time. The
// setting is zod's global config, shared by zod/mini (the browser's schemas) and classic zod.
import { config } from 'zod/mini';

config({ jitless: true });
