// Departments that learn: the family's choice for a name wins over the keyword rule, for
// every spelling the shopping list counts as that name, and only for that name.
import { describe, expect, it } from 'vitest';
import { departmentFor, type Department } from '#domain/shopping/department.ts';
import { chosenDepartment, departmentChoiceKey } from '#domain/shopping/department-choice.ts';

const choices = new Map<string, Department>([[departmentChoiceKey('Onion'), 'Pantry']]);

describe('the family’s department for a name', () => {
  it('keys a name the way the list merges it: case, plurals, accents and canonical names', () => {
    const key = departmentChoiceKey('Onion');
    for (const name of ['onions', 'ONION', 'Yellow Onions', ' onion ']) {
      expect(departmentChoiceKey(name)).toBe(key);
    }
    expect(departmentChoiceKey('Red Onion')).not.toBe(key);
    expect(departmentChoiceKey('Crème Fraîche')).toBe(departmentChoiceKey('creme fraiche'));
  });

  it('wins over the keyword rule for that name', () => {
    expect(departmentFor('Yellow Onions')).toBe('Produce');
    expect(chosenDepartment('Yellow Onions', departmentFor('Yellow Onions'), choices)).toBe(
      'Pantry',
    );
    expect(chosenDepartment('onions', 'Produce', choices)).toBe('Pantry');
  });

  it('leaves other names to the keyword rule', () => {
    expect(chosenDepartment('Red Onion', departmentFor('Red Onion'), choices)).toBe('Produce');
    expect(chosenDepartment('Milk', departmentFor('Milk'), new Map())).toBe('Dairy');
  });
});
