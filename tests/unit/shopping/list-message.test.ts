import { describe, expect, it } from 'vitest';
import { listMessages, MAX_MESSAGE_CHARS, MAX_MESSAGES } from '#domain/shopping/list-message.ts';

const LINK = 'https://dinner.example/shopping-list';

describe('listMessages', () => {
  it('lists open items under their aisles in shop order, with a link back', () => {
    const messages = listMessages(
      [
        { name: 'Milk', quantity: '1 cup', department: 'Dairy' },
        { name: 'Onions', quantity: '3', department: 'Produce' },
        { name: 'Apples', quantity: null, department: 'Produce' },
        { name: 'Candles', quantity: null, department: 'Other' },
      ],
      LINK,
    );
    expect(messages).toEqual([
      [
        'Shopping list (4 items)',
        'PRODUCE',
        '- Apples',
        '- Onions (3)',
        'DAIRY',
        '- Milk (1 cup)',
        'OTHER',
        '- Candles',
        '',
        `Live list: ${LINK}`,
      ].join('\n'),
    ]);
  });

  it('writes typographic characters plainly so a message stays in the SMS alphabet', () => {
    const [message] = listMessages(
      [{ name: 'Mom’s “Special” Sauce – Jar', quantity: null, department: 'Pantry' }],
      LINK,
    );
    expect(message).toContain(`- Mom's "Special" Sauce - Jar`);
  });

  it('splits a long list between items, numbers the parts and heads a carried aisle again', () => {
    const items = Array.from({ length: 120 }, (_, i) => ({
      name: `Produce Item Number ${String(i).padStart(3, '0')}`,
      quantity: '2 bunches',
      department: 'Produce',
    }));
    const messages = listMessages(items, LINK);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.length).toBeLessThanOrEqual(MAX_MESSAGES);
    for (const [index, message] of messages.entries()) {
      expect(message.startsWith(`(${index + 1}/${messages.length}) `)).toBe(true);
      expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 10);
    }
    expect(messages[1]).toContain('PRODUCE (cont.)');
    const listed = messages.join('\n').match(/^- .*$/gm) ?? [];
    expect(listed).toHaveLength(120);
    expect(messages.at(-1)).toContain(`Live list: ${LINK}`);
  });

  it('leaves the rest of a very long list to the live list', () => {
    const items = Array.from({ length: 600 }, (_, i) => ({
      name: `Item ${i} with a fairly long descriptive name`,
      quantity: '1',
      department: 'Pantry',
    }));
    const messages = listMessages(items, LINK);
    expect(messages).toHaveLength(MAX_MESSAGES);
    const listed = (messages.join('\n').match(/^- .*$/gm) ?? []).length;
    expect(messages.at(-1)).toContain(`...and ${600 - listed} more items.`);
    expect(messages.at(-1)).toContain(`Live list: ${LINK}`);
  });
});
