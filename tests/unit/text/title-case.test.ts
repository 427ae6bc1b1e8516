import { describe, expect, it } from 'vitest';
import { titleCaseItemName } from '#domain/text/title-case.ts';
import { newShoppingItemFields, normalizeQuantity } from '#domain/shopping/shopping-item-fields.ts';
import { AppError } from '#domain/errors.ts';

describe('titleCaseItemName', () => {
  it('trims, lowercases and title-cases each word', () => {
    expect(titleCaseItemName('  fresh BASIL ')).toBe('Fresh Basil');
    expect(titleCaseItemName('PEANUT   butter')).toBe('Peanut Butter');
    expect(titleCaseItemName('eggs')).toBe('Eggs');
  });

  it('gives an empty string for blank input', () => {
    expect(titleCaseItemName('   ')).toBe('');
  });
});

describe('shopping item fields', () => {
  it('trims the quantity and drops it when empty', () => {
    expect(normalizeQuantity(' 2 kg ')).toBe('2 kg');
    expect(normalizeQuantity('   ')).toBeNull();
    expect(normalizeQuantity(undefined)).toBeNull();
  });

  it('refuses a blank name with the spec message', () => {
    expect(() => newShoppingItemFields({ name: '  ' })).toThrow(AppError);
    expect(() => newShoppingItemFields({ name: '  ' })).toThrow('Item name cannot be empty');
  });

  it('assigns a department from the name', () => {
    expect(newShoppingItemFields({ name: 'whole milk', quantity: '' })).toEqual({
      name: 'Whole Milk',
      quantity: null,
      department: 'Dairy',
    });
  });
});
