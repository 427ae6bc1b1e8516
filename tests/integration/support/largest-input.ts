// The largest input a JSON schema allows, for the event-loop guard: every optional field
// present, every array at its maxItems, every string at its maxLength, every number at its
// maximum, and dates spread over the longest span a request may ask for (date-span.ts), in
// the future (tools refuse past days). Ids are taken from the family's own rows, so that
// the work behind them is done rather than refused at once.
import { MAX_SPAN_DAYS } from '#domain/time/date-span.ts';
import { addDays } from '#domain/time/family-dates.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
  description?: string;
};

export type InputPools = {
  today: string;
  dishIDs: readonly string[];
  memberIDs: readonly string[];
};

/** Used where a schema sets no bound (the structural check fails on those anyway). */
const UNBOUNDED = 1000;
const WORDS = 'Roast chicken with garlic, lemon and thyme; serve warm. ';

const isDateField = (key: string, schema: Schema) =>
  /(^|_)(date|dates|from|to)$/.test(key) || /YYYY-MM-DD/.test(schema.description ?? '');

function dateAt(pools: InputPools, index: number, count: number): string {
  const last = MAX_SPAN_DAYS - 1;
  const offset = count <= 1 ? index : Math.round((index * last) / (count - 1));
  return addDays(pools.today, 1 + Math.min(offset, last));
}

function idFor(key: string, pools: InputPools, index: number): string {
  const pool = /dish/.test(key)
    ? pools.dishIDs
    : /user|member|attendee/.test(key)
      ? pools.memberIDs
      : [];
  return pool.length ? pool[index % pool.length]! : crypto.randomUUID();
}

function text(length: number): string {
  return (
    WORDS.repeat(Math.ceil(length / WORDS.length))
      .slice(0, length)
      .trimEnd() || 'x'
  );
}

export function largestInput(
  schema: Schema,
  pools: InputPools,
  key = '',
  index = 0,
  count = 1,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const chosen = options.find((option) => option.type !== 'null') ?? options[0]!;
    return largestInput(chosen, pools, key, index, count);
  }
  if (schema.allOf) return largestInput(Object.assign({}, ...schema.allOf), pools, key, index);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          largestInput(property, pools, name, index, count),
        ]),
      );
    case 'array': {
      const n = schema.maxItems ?? UNBOUNDED;
      const items = schema.items ?? {};
      return Array.from({ length: n }, (_, i) => largestInput(items, pools, key, i, n));
    }
    case 'string':
      if (isDateField(key, schema))
        return key === 'to' ? dateAt(pools, 1, 2) : dateAt(pools, index, count);
      if (/(^|_)ids?$/.test(key) || schema.format === 'uuid') return idFor(key, pools, index);
      if (schema.format === 'email' || /email/.test(key))
        return `guard-${crypto.randomUUID()}@example.test`;
      if (/phone/.test(key)) return '+15555550123';
      if (/birthdate/.test(key)) return '2015-06-30';
      if (/(^|_)(link|url)$/.test(key)) return `https://example.test/${text(100)}`;
      if (schema.format === 'uri') return `https://example.test/${text(100)}`;
      return text(schema.maxLength ?? UNBOUNDED);
    case 'integer':
    case 'number':
      if (key === 'now' || key.endsWith('_at')) return Date.now();
      if (schema.maximum !== undefined) return schema.maximum;
      if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - 1;
      return UNBOUNDED;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Fields of a schema that set no bound: arrays without maxItems, text without maxLength. */
export function unboundedFields(schema: Schema, path = ''): string[] {
  const found: string[] = [];
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('array') && schema.maxItems === undefined) found.push(`${path}[]`);
  const fixedShape = schema.enum || schema.const !== undefined || schema.format || schema.pattern;
  if (type.includes('string') && schema.maxLength === undefined && !fixedShape) found.push(path);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...unboundedFields(property, path ? `${path}.${name}` : name));
  if (schema.items) found.push(...unboundedFields(schema.items, `${path}[]`));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unboundedFields(option, path));
  return found;
}
