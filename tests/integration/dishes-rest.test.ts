import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

type Member = Awaited<ReturnType<typeof newFamilyMember>>;

const sql = testDatabase();

let cook: Member;
beforeAll(async () => {
  cook = await newFamilyMember('Dishes', 'Dana');
});

describe('/dishes', () => {
  it('creates with the form defaults, and a quick add sends only a name', async () => {
    const quick = await cook.api.post<Dish>('/dishes', { name: '  Tacos ' });
    expect(quick.status).toBe(201);
    expect(quick.body).toMatchObject({
      name: 'Tacos',
      type: 'Main',
      prep: 'Medium',
      make_ahead: false,
      cuisine_type: null,
      ingredients: [],
      link: null,
    });
  });

  it('stores one spelling of the appetizer type and keeps every field', async () => {
    const full = await cook.api.post<Dish>('/dishes', {
      name: 'Bruschetta',
      type: 'Appetizer',
      prep: 'Quick',
      make_ahead: true,
      cuisine_type: 'Italian',
      description: 'Toasted bread',
      ingredients: [' 4 tomatoes ', '', 'basil'],
      instructions: 'Chop. Toast. Top.',
      link: 'https://example.com/bruschetta',
    });
    expect(full.body).toMatchObject({
      type: 'App',
      ingredients: ['4 tomatoes', 'basil'],
      make_ahead: true,
    });
    const again = await cook.api.post<Dish>('/dishes', { name: 'Dip', type: 'App' });
    expect(again.body.type).toBe('App');
    const one = await cook.api.get<Dish>(`/dishes/${full.body.dish_id}`);
    expect(one.body.description).toBe('Toasted bread');
  });

  it('lists by name and updates only the fields sent', async () => {
    const { body: dish } = await cook.api.post<Dish>('/dishes', {
      name: 'Apple Pie',
      prep: 'Involved',
      cuisine_type: 'American',
    });
    expect(
      (await cook.api.patch(`/dishes/${dish.dish_id}`, { prep: 'Medium', make_ahead: true }))
        .status,
    ).toBe(204);
    const saved = (await cook.api.get<Dish>(`/dishes/${dish.dish_id}`)).body;
    expect(saved).toMatchObject({
      name: 'Apple Pie',
      prep: 'Medium',
      make_ahead: true,
      cuisine_type: 'American',
    });
    const names = (await cook.api.get<Dish[]>('/dishes')).body.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses bad input in the spec words and keeps what was saved', async () => {
    const { body: dish } = await cook.api.post<Dish>('/dishes', { name: 'Soup' });
    const blank = await cook.api.post<ErrorBody>('/dishes', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Dish name is required to save the dish.');
    expect(
      (await cook.api.patch<ErrorBody>(`/dishes/${dish.dish_id}`, { name: '' })).body.error.message,
    ).toBe('Dish name is required to save the dish.');
    expect((await cook.api.post('/dishes', { name: 'X', type: 'Dessert' })).status).toBe(400);
    expect((await cook.api.post('/dishes', { name: 'X', cuisine_type: 'Martian' })).status).toBe(
      400,
    );
    expect(
      (await cook.api.post('/dishes', { name: 'X', link: 'javascript:alert(1)' })).status,
    ).toBe(400);
    expect((await cook.api.patch(`/dishes/${dish.dish_id}`, { prep: 'Forever' })).status).toBe(400);
    expect((await cook.api.patch(`/dishes/${dish.dish_id}`, { colour: 'red' })).status).toBe(400);
    expect((await cook.api.get<Dish>(`/dishes/${dish.dish_id}`)).body.name).toBe('Soup');
    expect((await cook.api.get('/dishes/no-such-dish')).status).toBe(404);
  });

  it('deletes', async () => {
    const { body: dish } = await cook.api.post<Dish>('/dishes', { name: 'Gone Soon' });
    expect((await cook.api.delete(`/dishes/${dish.dish_id}`)).status).toBe(204);
    expect((await cook.api.get(`/dishes/${dish.dish_id}`)).status).toBe(404);
  });
});

describe('/dishes/from-url', () => {
  it('refuses loopback and non-web addresses by default, with a clear reason', async () => {
    const local = await cook.api.post<ErrorBody>('/dishes/from-url', {
      url: `${inject('appUrl')}/`,
    });
    expect(local.status).toBe(422);
    expect(local.body.error.code).toBe('RECIPE_IMPORT_FAILED');
    expect(local.body.error.message).toMatch(/private|local|loopback/i);
    expect((await cook.api.post('/dishes/from-url', { url: 'ftp://example.com/x' })).status).toBe(
      422,
    );
    expect((await cook.api.post('/dishes/from-url', { url: '  ' })).status).toBe(400);
  });
});

describe('another family', () => {
  it('can neither read nor change this family’s dishes through REST or Zero', async () => {
    const { body: dish } = await cook.api.post<Dish>('/dishes', { name: 'Family Secret Stew' });
    const other = await newFamilyMember('Others', 'Omar');
    expect((await other.api.get<Dish[]>('/dishes')).body).toEqual([]);
    expect((await other.api.get(`/dishes/${dish.dish_id}`)).status).toBe(404);
    expect((await other.api.patch(`/dishes/${dish.dish_id}`, { name: 'Mine' })).status).toBe(404);
    expect((await other.api.delete(`/dishes/${dish.dish_id}`)).status).toBe(404);

    const forged = zeroFor(other, {
      familyID: cook.session.family_id,
    });
    try {
      // Changes to a row the caller's family does not have are quiet no-ops through Zero,
      // as for a row deleted meanwhile (replay-safe.ts); a create is refused.
      const outcomes = [];
      for (const attempt of [
        forged.mutate(mutators.dish.update({ dish_id: dish.dish_id, name: 'Stolen' })),
        forged.mutate(mutators.dish.delete({ dish_id: dish.dish_id })),
        forged.mutate(mutators.dish.create({ dish_id: dish.dish_id, name: 'Overwrite' })),
      ]) {
        outcomes.push((await attempt.server).type);
      }
      expect(outcomes).toEqual(['success', 'success', 'error']);
    } finally {
      await forged.close();
    }
    const [row] = await sql`SELECT name, family_id FROM dish WHERE dish_id = ${dish.dish_id}`;
    expect(row).toEqual({ name: 'Family Secret Stew', family_id: cook.session.family_id });
  });
});
