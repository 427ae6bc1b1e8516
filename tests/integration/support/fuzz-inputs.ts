// fast-check generators for hostile requests: the text, ids and dates that once gave 500s
// (NUL bytes, over-long ids, impossible dates), anything JSON can carry, and broken bodies.
import fc from 'fast-check';

/** Strings a client can send that the server must refuse or store, never trip over. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([before, after]) => `${before}\u0000${after}`),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '\u0000',
    'milk\u0000',
    '\u0000\u0000\u0000',
    'x'.repeat(65),
    'a'.repeat(400),
    '2020-99-99',
    '2023-02-29',
    '2024-13-01',
    '0000-00-00',
    '9999-12-31',
    '+010000-01-01',
    '2024-1-1',
    '',
    '   ',
    '%00',
    '\uD800',
    '😀'.repeat(30),
    '<script>alert(1)</script>',
    "'; drop table meal; --",
    'NaN',
    '-1',
    '1e309',
    'null',
    'Dinner',
    'Home Cooked',
  ),
  fc.uuid(),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(true, false, null, 0, -1, 2 ** 53, 1e308),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 2 }),
);

/** A known-good body with one or two fields spoilt, or a new field added. */
export function spoilt(seed: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(seed);
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), nastyText) : nastyText;
  return fc
    .array(fc.tuple(key, nastyValue), { minLength: 1, maxLength: 2 })
    .map((changes) => ({ ...seed, ...Object.fromEntries(changes) }));
}

/** Bodies that are not the JSON a route expects: broken, empty, or the wrong shape. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', 'null', '[]', '"x"', '{"a":"\\u0000"}', '\u0000', '', '{"name":1e999}'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);

export const QUERY_KEYS = [
  'period',
  'date',
  'q',
  'to',
  'from',
  'format',
  'token',
  'code',
  'state',
  'error',
  'limit',
] as const;

export const queryString: fc.Arbitrary<string> = fc
  .dictionary(fc.constantFrom(...QUERY_KEYS), nastyText, { maxKeys: 3 })
  .map((query) => {
    const text = new URLSearchParams(query).toString();
    return text ? `?${text}` : '';
  });

/** Fills a route's `:param`s (e.g. /meals/:id) with the given segments. */
export function fillPath(path: string, segments: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z_]+/g, () =>
    encodeURIComponent(wellFormed(segments[index++] ?? '')),
  );
}

/** Lone surrogates cannot be percent-encoded: UTF-8 turns them into U+FFFD. */
function wellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
