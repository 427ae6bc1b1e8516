// The zod every schema the browser loads is written with: zod/mini, whose functions a
// bundler keeps one by one, where classic zod's schema methods bring all of zod along.
// Classic zod sets English issue messages when its first schema is made; zod/mini sets
// none ('Invalid input' for all), so this sets the same ones, unless a locale is set.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

if (!config().localeError) config(en());

export { z } from 'zod/mini';
