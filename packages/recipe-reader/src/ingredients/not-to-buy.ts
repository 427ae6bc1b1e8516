// Lines of an ingredient list that name nothing to buy: a heading ('TO SERVE', 'Extra
// nodig', 'Für den Teig') and kitchen equipment ('pizzasteen', 'a large skillet').
import {
  EQUIPMENT_ENDINGS,
  EQUIPMENT_FIRST_WORDS,
  EQUIPMENT_JOINS,
  EQUIPMENT_LAST_WORDS,
} from './equipment-words.ts';

// Headings a list uses for its parts, in six languages: the whole line, without an amount.
const HEADING =
  /^(?:to serve|for serving|for the [\p{L} ]{1,30}|you will need|equipment|extra nodig|benodigdheden|nodig|voor (?:de|het) [\p{L} ]{1,30}|om te serveren|zum servieren|für (?:den|die|das) [\p{L} ]{1,30}|außerdem|ausserdem|ustensiles|matériel|pour (?:la|le|les) [\p{L} ]{1,30}|pour servir|para servir|utensilios|para (?:el|la|los|las) [\p{L} ]{1,30}|per servire|per (?:il|la|le|i|gli) [\p{L} ]{1,30}|utensili|attrezzatura)\s*:?$/iu;

/** Whether the line is a heading of the list rather than a line of it. */
export function isHeadingLine(line: string): boolean {
  const text = line.trim();
  if (!text || /\d/.test(text)) return false;
  return HEADING.test(text);
}

/** Whether a name read off a line is kitchen equipment. */
export function isEquipment(name: string): boolean {
  const named = name.toLowerCase().replace(EQUIPMENT_JOINS, '').trim();
  const words = named.split(/\s+/);
  const last = words.at(-1) ?? '';
  const lastTwo = words.slice(-2).join(' ');
  if (EQUIPMENT_LAST_WORDS.has(named) || EQUIPMENT_LAST_WORDS.has(lastTwo)) return true;
  if (EQUIPMENT_LAST_WORDS.has(last) && words.length > 1 && !/^(?:bbq|grill)$/.test(last))
    return true;
  if (
    EQUIPMENT_FIRST_WORDS.has(words[0] ?? '') ||
    EQUIPMENT_FIRST_WORDS.has(words.slice(0, 2).join(' '))
  )
    return true;
  return last.length > 7 && EQUIPMENT_ENDINGS.some((ending) => last.endsWith(ending));
}
