// Dish tags through Zero: synced to the family's other members, kept when two members tag
// one dish at once, refused for another family's dish (docs/meals-and-planning.md).
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import { eventually, zeroFor } from './support/zero-client.ts';

const sql = testDatabase();

const tagsOf = async (dishID: string) =>
  (await sql<{ tags: string[] }[]>`SELECT tags FROM dish WHERE dish_id = ${dishID}`)[0]?.tags;

describe('dish tags', () => {
  it('two members tag one dish at once: both tags stay and both devices see them', async () => {
    const first = await newFamilyMember('Taggers', 'Ann');
    const second = await joinFamily(sql, first, 'Ben');
    const dish = (await first.api.post<Dish>('/dishes', { name: 'Dal' })).body;
    expect(dish.tags).toEqual([]);
    const a = zeroFor(first);
    const b = zeroFor(second);
    try {
      await Promise.all([
        a.mutate(mutators.dish.addTag({ dish_id: dish.dish_id, tag: ' quick ' })).server,
        b.mutate(mutators.dish.addTag({ dish_id: dish.dish_id, tag: 'kids love it' })).server,
      ]);
      await eventually(
        () => tagsOf(dish.dish_id),
        (tags) => tags?.length === 2,
      );
      expect([...((await tagsOf(dish.dish_id)) ?? [])].sort()).toEqual(['kids love it', 'quick']);
      // The same tag in another case is not added twice; removing ignores the case too.
      await b.mutate(mutators.dish.addTag({ dish_id: dish.dish_id, tag: 'Quick' })).server;
      await a.mutate(mutators.dish.removeTag({ dish_id: dish.dish_id, tag: 'KIDS LOVE IT' }))
        .server;
      expect(await tagsOf(dish.dish_id)).toEqual(['quick']);
      const seen = await eventually(
        () => b.run(queries.dishes.byId({ dish_id: dish.dish_id }), { type: 'complete' }),
        (row) => row?.tags.length === 1,
      );
      expect(seen?.tags).toEqual(['quick']);
      // The REST answer carries them too.
      expect((await second.api.get<Dish>(`/dishes/${dish.dish_id}`)).body.tags).toEqual(['quick']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("a forged context tags none of another family's dishes", async () => {
    const victim = await newFamilyMember('Victims', 'Vic');
    const forger = await newFamilyMember('Forgers', 'Fox');
    const dish = (await victim.api.post<Dish>('/dishes', { name: 'Secret stew' })).body;
    await sql`UPDATE dish SET tags = '["family recipe"]' WHERE dish_id = ${dish.dish_id}`;
    const forged = zeroFor(forger, {
      familyID: victim.session.family_id,
      familyUserID: victim.session.family_user_id,
    });
    try {
      await forged.mutate(mutators.dish.addTag({ dish_id: dish.dish_id, tag: 'hacked' })).server;
      await forged.mutate(mutators.dish.removeTag({ dish_id: dish.dish_id, tag: 'family recipe' }))
        .server;
      expect(await tagsOf(dish.dish_id)).toEqual(['family recipe']);
    } finally {
      await forged.close();
    }
  });
});
