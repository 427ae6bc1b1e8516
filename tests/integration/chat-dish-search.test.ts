// The assistant's list_dishes finds what the dish library and the meal dialog's picker find
// (docs/meals-and-planning.md, Finding a dish): by an ingredient, singular or plural, and
// by the family's own tags.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { fakeModel, streamChat, toolResults } from './support/chat-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const model = fakeModel();
beforeEach(() => model.reset());

type Listed = { dishes: { name: string; tags: string[] }[] };

describe("the assistant's dish search", () => {
  it('finds a dish by an ingredient and by a tag, as the library does', async () => {
    const { api } = await newFamilyMember('Searchers', 'Sam');
    const dish = async (fields: object) => (await api.post<Dish>('/dishes', fields)).body;
    const traybake = await dish({
      name: 'Sunday Traybake',
      ingredients: ['4 chicken thigh fillets', '1 lemon'],
    });
    await dish({ name: 'Lentil Soup', ingredients: ['red lentils'] });
    // Tags are set on the dish page through Zero; here straight in the row.
    await sql`UPDATE dish SET tags = '["kids love it"]' WHERE dish_id = ${traybake.dish_id}`;

    await model.script([
      {
        tool_calls: [
          { name: 'list_dishes', arguments: { search: 'chicken thighs' } },
          { name: 'list_dishes', arguments: { search: 'Kids Love' } },
          { name: 'list_dishes', arguments: { search: 'lentil' } },
        ],
      },
      { content: 'Found them.' },
    ]);
    await streamChat(api, 'What can the kids eat with chicken?');

    const results = toolResults([(await model.requests()).at(-1)!]).map(
      (text) => JSON.parse(text) as Listed,
    );
    expect(results.map((r) => r.dishes.map((d) => d.name))).toEqual([
      ['Sunday Traybake'],
      ['Sunday Traybake'],
      ['Lentil Soup'],
    ]);
    expect(results[1]!.dishes[0]!.tags).toEqual(['kids love it']);
  });
});
