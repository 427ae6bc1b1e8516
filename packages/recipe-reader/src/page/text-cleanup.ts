import { decodeHTML } from 'entities/decode';
import { unitsOfMeasure, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { EXTRA_UNITS } from '../ingredients/units.ts';

/**
 * Text normalisation shared by every extraction source. Recipe strings arrive with HTML
 * entities (sometimes double-encoded: `&amp;#39;`), stray markup inside JSON-LD strings,
 * non-breaking and zero-width spaces, and runs of whitespace from templating.
 */

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/** Decodes HTML entities, twice at most, because some CMSs encode already-encoded text. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  let out = decodeHTML(text);
  if (ENTITY.test(out)) out = decodeHTML(out);
  return out;
}

// Tags that end a line of text: turning them into newlines lets callers split steps.
const LINE_BREAK_TAGS = /<\s*(?:br|\/p|\/li|\/div|\/h[1-6]|\/tr|hr)\b[^>]*>/gi;
// Inline formatting tags vanish without a trace, as in a browser's textContent, so that
// `<sup>1</sup>⁄<sub>4</sub>` stays "1⁄4" and `<b>tomato</b>es` stays one word.
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|font|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^<>]*>/gi;
// Anything else that looks like a tag: `<` followed by a letter, `/` or `!`. A bare `<` in
// text ("bake < 5 min") is left alone.
const ANY_TAG = /<(?:[a-z!/][^<>]*)>/gi;

/** Removes HTML tags, keeping their line structure as newlines. */
export function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(LINE_BREAK_TAGS, '\n')
    .replace(INLINE_TAG, '')
    .replace(ANY_TAG, ' ');
}

// UTF-8 bytes that were read as Latin-1 ("Â½" for "½", "Ã©" for "é"): a lead byte
// U+00C2–U+00F4 followed by continuation bytes U+0080–U+00BF.
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf]+/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Repairs UTF-8 text that was double-encoded through Latin-1, leaving genuine text alone. */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return text.replace(MOJIBAKE, (run) => {
    try {
      return utf8.decode(Uint8Array.from(run, (ch) => ch.charCodeAt(0)));
    } catch {
      return run; // not a valid UTF-8 sequence: real Latin-1 text such as "Âge"
    }
  });
}

// \s already covers U+00A0 and most Unicode spaces; the zero-width space, word joiner, BOM and
// soft hyphen are not whitespace to the regex engine but render as nothing. The zero-width
// (non-)joiners are kept: they shape Persian and Indic words and join emoji.
const INVISIBLE = /[\u200b\u2060\ufeff\u00ad]/g;

/** Collapses every run of whitespace to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Entity-decoded, tag-free, single-line text. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return collapseWhitespace(stripTags(repairMojibake(decodeEntities(value))));
}

/**
 * Like cleanText but keeps line boundaries (from newlines or block tags), returning the
 * non-empty lines. Used where one string may hold several steps or ingredients.
 */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return stripTags(repairMojibake(decodeEntities(value)))
    .split(/\n+/)
    .map(collapseWhitespace)
    .filter((line) => line.length > 0);
}

/**
 * Tidies one ingredient line as extracted. Recipe plugins wrap an ingredient's note in
 * parentheses even when the author already did ("oil ((optional))"); list bullets typed into
 * the text ("- 2 eggs") are dropped too. Other plugin notation ("2 clove(s)", "onions (,
 * sliced)") is kept as the page's structured data writes it, and read by `readableIngredient`
 * when a line goes onto the dish form. Text the page double-encoded ("1Â¼ cups") is repaired
 * as in structured data.
 */
export function tidyIngredient(line: string): string {
  // Visible text double-encoded by the page itself ("1Â¼ cups"), as structured data is.
  let out = repairMojibake(line).replace(/^[-–•*·▢□☐]\s+(?=\S)/u, '');
  out = collapseDoubledParens(out);
  // Databases print whole amounts as decimals ("500.0 g"); a cook writes "500 g".
  out = out.replace(/^(\d+)[.,]0+(?=\s|$)/, '$1');
  return collapseWhitespace(out);
}

/**
 * An extracted ingredient line as a cook would write it on the dish form: "2 cup(s) milk" is
 * "2 cups milk", a note the plugin bracketed after its comma ("onions (, sliced)") is
 * "onions, sliced".
 */
export function readableIngredient(line: string): string {
  let out = resolvePluralMarker(line);
  const comma = out.search(/\(\s*,/);
  if (comma >= 0) {
    const close = matchingParen(out, comma);
    if (close > comma) {
      out = out.slice(0, comma) + out.slice(comma + 1, close).trimStart() + out.slice(close + 1);
    }
  }
  return collapseWhitespace(out).replace(/\s+,/g, ',');
}

/**
 * The plural of a measure word as the ingredient parser's unit table spells it ("cup" →
 * "cups", "pinch" → "pinches", "loaf" → "loaves"; "litre", a spelling the table lists beside
 * "liter", → "litres"); undefined for other words ("oignon(s)" is left as written) and for
 * size words ("large").
 */
function measurePlural(word: string): string | undefined {
  const lower = word.toLowerCase();
  const own = UNITS[lower];
  if (own && MEASURE_TYPES.has(own.type ?? '')) return matchCase(word, own.plural);
  for (const [id, unit] of Object.entries(UNITS)) {
    if (!MEASURE_TYPES.has(unit.type ?? '') || unit.plural !== `${id}s`) continue;
    if (unit.alternates?.includes(lower) && /^\p{L}{4,}$/u.test(lower)) return `${word}s`;
  }
  return undefined;
}

// The parser's own table with the spellings and containers this app adds to it.
const UNITS: UnitOfMeasureDefinitions = { ...unitsOfMeasure, ...EXTRA_UNITS };
const MEASURE_TYPES = new Set(['volume', 'mass', 'count', 'length']);
const matchCase = (written: string, word: string): string =>
  /^\p{Lu}/u.test(written) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * "2 cup(s) milk" → "2 cups milk", "1/2 gallon(s)" → "1/2 gallon": recipe databases print the
 * unit with a plural marker; the leading amount decides which form was meant.
 */
function resolvePluralMarker(line: string): string {
  const m = /^(\d+(?:[.,]\d+)?(?:\s*\d*\/\d+)?)\s+(\p{L}+)\(s\)/u.exec(line);
  if (!m || m[1] === undefined || m[2] === undefined) return line;
  const plural = measurePlural(m[2]);
  if (plural === undefined) return line;
  const amount = m[1].split(/\s+/).reduce((sum, part) => {
    const [num, den] = part.split('/');
    return sum + (den ? Number(num) / Number(den) : Number(num?.replace(',', '.')));
  }, 0);
  const unit = amount > 1 ? plural : m[2];
  return `${m[1]} ${unit}${line.slice(m[0].length)}`;
}

/** "((a (b) c))" → "(a (b) c)": drops a pair of parentheses that wraps another pair exactly. */
function collapseDoubledParens(text: string): string {
  let out = text;
  for (let i = out.indexOf('(('); i >= 0; i = out.indexOf('((', i + 1)) {
    const inner = matchingParen(out, i + 1);
    if (inner > 0 && out[inner + 1] === ')')
      out = out.slice(0, i) + out.slice(i + 1, inner + 1) + out.slice(inner + 2);
  }
  return out;
}

function matchingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

// "Step 3:", "Schritt 2", "Étape 1 |" and the like, in the languages recipe sites use most.
const STEP_LABEL =
  /^(?:step|schritt|stap|[ée]tape|paso|passo|krok|l[ée]p[ée]s|trin|steg|vaihe)\s*\d+\s*[.:)|–-]?\s*/iu;
// A bare step number: "1. Mix", "2) Bake", glued to the text ("1Mix") by markup, or before
// CJK text, which needs no space ("2.六寸模具").
const STEP_NUMBER =
  /^\d{1,2}(?:[.)]\s+|[.)、．](?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])|(?=\p{Lu}\p{Ll}))/u;

/**
 * Drops a step's own numbering; the steps are numbered again when displayed. A step that is
 * nothing but its number or label ("3", "Step 3") — a badge rendered as its own element —
 * becomes empty and is dropped by the caller.
 */
export function tidyStep(step: string): string {
  if (/^(?:\p{L}+\s*)?\d{1,2}[.:)]?$/u.test(step) && STEP_LABEL.test(`${step} `)) return '';
  if (/^\d{1,2}[.:)]?$/.test(step)) return '';
  return step.replace(STEP_LABEL, '').replace(STEP_NUMBER, '').trim();
}

// "Note | …", "Tip: …", "Astuce : …": the author's aside, labelled as one.
const NOTE_LABEL = /^(?:notes?|tips?|hinweis|tipp|astuce|nota|consejo|suggerimento)\s*[|:–-]\s*/iu;

/** A method's last steps without the notes the page printed after them in the same list. */
export function withoutTrailingNotes(steps: readonly string[]): string[] {
  let end = steps.length;
  while (end > 1 && NOTE_LABEL.test(steps[end - 1] ?? '')) end--;
  return steps.slice(0, end);
}
