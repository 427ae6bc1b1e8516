// The shopping list as text messages: open items under their aisle, in the order of a shop,
// and a link back to the live list. A long list is split between items (never inside one),
// an aisle carried over is headed again, and each part is numbered.
import { departmentRank } from './department.ts';

/** Twilio accepts 1,600 characters a message; the margin leaves room for the '(1/3) ' mark. */
export const MAX_MESSAGE_CHARS = 1500;
/** Beyond this many messages the rest is left to the live list. */
export const MAX_MESSAGES = 5;

export type ListedForMessage = { name: string; quantity: string | null; department: string };

type Line = { text: string; department: string | null };

// Typographic characters outside the GSM alphabet would make every part of a long list
// cost three times as much (UCS-2), so they are written plainly.
function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

function itemLine(item: ListedForMessage): string {
  const quantity = item.quantity ? ` (${plain(item.quantity)})` : '';
  return `- ${plain(item.name)}${quantity}`;
}

export function listMessages(items: readonly ListedForMessage[], link: string): string[] {
  const sorted = [...items].sort(
    (a, b) =>
      departmentRank(a.department) - departmentRank(b.department) || a.name.localeCompare(b.name),
  );
  const lines: Line[] = [];
  let department: string | null = null;
  for (const item of sorted) {
    if (item.department !== department) {
      department = item.department;
      lines.push({ text: department.toUpperCase(), department: null });
    }
    lines.push({ text: itemLine(item), department: item.department });
  }

  // The caller passes the open items (itemsToBuy): the count the list's heading shows.
  const header = `Shopping list (${items.length} ${items.length === 1 ? 'item' : 'items'})`;
  const footer = `Live list: ${link}`;
  const parts: string[][] = [[header]];
  const lengthOf = (part: string[]) => part.join('\n').length;
  for (const [index, line] of lines.entries()) {
    let part = parts[parts.length - 1]!;
    const isLast = index === lines.length - 1;
    const reserve = isLast ? footer.length + 2 : 0;
    if (lengthOf([...part, line.text]) + reserve > MAX_MESSAGE_CHARS) {
      part = [];
      parts.push(part);
      // An aisle carried into a new message is named again.
      if (line.department) part.push(`${line.department.toUpperCase()} (cont.)`);
    }
    part.push(line.text);
  }
  const last = parts[parts.length - 1]!;
  if (lengthOf([...last, '', footer]) > MAX_MESSAGE_CHARS) parts.push([footer]);
  else last.push('', footer);

  let messages = parts.map((part) => part.join('\n'));
  if (messages.length > MAX_MESSAGES) {
    const shown = messages.slice(0, MAX_MESSAGES - 1);
    const shownItems = shown
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('- ')).length;
    messages = [...shown, `...and ${items.length - shownItems} more items.\n\n${footer}`];
  }
  if (messages.length === 1) return messages;
  return messages.map((message, index) => `(${index + 1}/${messages.length}) ${message}`);
}
