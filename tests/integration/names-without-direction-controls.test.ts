// Characters that change the direction of text (domain/text/direction-controls.ts) in a
// name: refused by REST and by the Zero mutate endpoint, with the field's message, and
// nothing is saved.
import { describe, expect, it } from 'vitest';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';
import { pushMutation } from './support/zero-push.ts';

const sql = testDatabase();

// 'Milk' then U+202E: 'kcab' shows as 'back', so the item reads 'Milkback'... or worse.
const REVERSED = 'Goat Cheese\u202Eesaehc';
const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('names with direction controls', () => {
  it('are refused by REST with the code and the field named', async () => {
    const member = await newFamilyMember('Bidi', 'Ada');
    const cases: [Promise<{ status: number; body: ErrorBody }>, string][] = [
      [member.api.post<ErrorBody>('/shopping-items', { name: REVERSED }), 'Item name'],
      [member.api.post<ErrorBody>('/dishes', { name: 'Soup\u2067abc\u2069' }), 'Dish name'],
      [member.api.patch<ErrorBody>('/family/users/me', { first_name: 'Ada\u200F' }), 'First name'],
      [
        member.api.patch<ErrorBody>('/family/users/me', { last_name: '\u061CLovelace' }),
        'Last name',
      ],
      [member.api.post<ErrorBody>('/family/users', { first_name: 'Kid\u202D' }), 'First name'],
    ];
    for (const [request, field] of cases) {
      const answer = await request;
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'NAME_HAS_DIRECTION_CONTROL',
        message: `${field} cannot contain hidden characters that change the direction of text.`,
      });
    }
    // Every one of them, in an item's name.
    for (const control of CONTROLS) {
      const answer = await member.api.post<ErrorBody>('/shopping-items', {
        name: `Eggs${control}`,
      });
      expect(answer.body.error.code).toBe('NAME_HAS_DIRECTION_CONTROL');
    }
    const items =
      await sql`SELECT 1 FROM shopping_item WHERE family_id = ${member.session.family_id}`;
    expect(items).toHaveLength(0);
    // Arabic and Hebrew letters themselves are names like any other.
    expect((await member.api.post('/shopping-items', { name: 'חלב' })).status).toBe(201);
  });

  it('are refused by the Zero mutators with the field named, and nothing is saved', async () => {
    const member = await newFamilyMember('Bidi', 'Bea');
    const dish = await member.api.post<{ dish_id: string }>('/dishes', { name: 'Soup' });
    const store = crypto.randomUUID();
    const pushes: [string, object, string][] = [
      ['shoppingItem.add', { id: crypto.randomUUID(), name: REVERSED }, 'Item name'],
      ['store.create', { id: store, name: 'Lidl\u202E' }, 'Store name'],
      ['dish.addTag', { dish_id: dish.body.dish_id, tag: 'quick\u2066' }, 'Tag'],
      [
        'member.update',
        { family_user_id: member.session.family_user_id, first_name: '\u202EBea' },
        'First name',
      ],
    ];
    for (const [name, args, field] of pushes) {
      const pushed = await pushMutation(member.api, { name, args });
      expect(pushed.body.mutations?.[0]?.result).toMatchObject({
        error: 'app',
        message: `${field} cannot contain hidden characters that change the direction of text.`,
      });
    }
    expect(await sql`SELECT 1 FROM store WHERE id = ${store}`).toHaveLength(0);
    const [saved] = await sql<{ tags: string[] }[]>`
      SELECT tags FROM dish WHERE dish_id = ${dish.body.dish_id}`;
    expect(saved!.tags).toEqual([]);
    const [me] = await sql<{ first_name: string }[]>`
      SELECT first_name FROM family_member WHERE family_user_id = ${member.session.family_user_id}`;
    expect(me!.first_name).toBe('Bea');
  });
});
