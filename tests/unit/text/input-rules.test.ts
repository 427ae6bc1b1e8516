import { describe, expect, it } from 'vitest';
import { formValuesOf } from '#client/pages/settings/family/member-form-values.ts';
import { memberFieldsInput } from '#domain/family/member-fields.ts';
import { setupInput } from '#domain/family/setup-fields.ts';
import { createMealArgs } from '#domain/meals/meal-mutators.ts';
import { addItemArgs } from '#domain/shopping/shopping-mutators.ts';
import { calendarDate, entityId, isCalendarDate, plainText } from '#domain/text/input-rules.ts';
import type { FamilyMember } from '#schema';

describe('input rules', () => {
  it('refuses NUL in text, and long or NUL ids', () => {
    expect(plainText(10).safeParse('milk').success).toBe(true);
    expect(plainText(10).safeParse('mi\u0000lk').success).toBe(false);
    expect(entityId.safeParse('x'.repeat(64)).success).toBe(true);
    expect(entityId.safeParse('x'.repeat(65)).success).toBe(false);
    expect(entityId.safeParse('a\u0000').success).toBe(false);
    expect(entityId.safeParse('').success).toBe(false);
  });

  it('accepts only days that exist', () => {
    for (const day of ['2024-02-29', '2000-01-01', '1999-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      '2020-99-99',
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '0000-00-00',
      '2024-1-1',
    ])
      expect(calendarDate.safeParse(day).success, day).toBe(false);
  });

  it('is what the schemas use', () => {
    const setup = { family_name: 'F', first_name: 'P' };
    expect(setupInput.safeParse({ ...setup, birthdate: '2020-99-99' }).success).toBe(false);
    expect(setupInput.safeParse({ ...setup, family_name: 'F\u0000' }).success).toBe(false);
    expect(memberFieldsInput.safeParse({ first_name: 'P', preferences: '\u0000' }).success).toBe(
      false,
    );
    expect(addItemArgs.safeParse({ id: 'x'.repeat(65), name: 'milk' }).success).toBe(false);
    const meal = { meal_id: 'm', meal_date: '2024-02-30', now: 0 };
    expect(createMealArgs.safeParse(meal).success).toBe(false);
  });

  it('shows an impossible stored birthdate as empty, so the form can be saved', () => {
    const member = { first_name: 'Pat', birthdate: '2020-99-99' } as FamilyMember;
    expect(formValuesOf(member).birthdate).toBe('');
    expect(formValuesOf({ ...member, birthdate: '2020-01-31' }).birthdate).toBe('2020-01-31');
  });
});
