// Departments that learn (docs/architecture.md, "Shopping list"): a family's own choice of department for an
// item name wins over the keyword rule (domain/shopping/department.ts) from then on, for
// items typed in and items from Refresh from meals alike. Names are matched by the
// shopping list's one normalisation: canonical name ('Yellow Onions' is onion), then the
// ingredient key (case, plurals and accents aside).
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { DEPARTMENTS, type Department } from './department.ts';
import { canonicalName, ingredientKey } from 'recipe-reader';

/** A family's choices: name key to department. */
export type DepartmentChoices = ReadonlyMap<string, Department>;

export function departmentChoiceKey(itemName: string): string {
  return ingredientKey(canonicalName(itemName));
}

function isDepartment(value: string): value is Department {
  return (DEPARTMENTS as readonly string[]).includes(value);
}

/** The family's choice for this name, else the department the keyword rule gave. */
export function chosenDepartment(
  itemName: string,
  ruleDepartment: Department,
  choices: DepartmentChoices,
): Department {
  return choices.get(departmentChoiceKey(itemName)) ?? ruleDepartment;
}

/** Every choice of the family (a family makes few), for a refresh that names many items. */
export async function familyDepartmentChoices(
  tx: Transaction,
  familyID: string,
): Promise<DepartmentChoices> {
  const rows = await tx.run(zql.department_choice.where('family_id', familyID));
  return new Map(
    rows.flatMap((row) => (isDepartment(row.department) ? [[row.name_key, row.department]] : [])),
  );
}

/** The choice for one name only, as a Map for chosenDepartment. */
export async function departmentChoiceFor(
  tx: Transaction,
  familyID: string,
  itemName: string,
): Promise<DepartmentChoices> {
  const key = departmentChoiceKey(itemName);
  const row = await tx.run(
    zql.department_choice.where('family_id', familyID).where('name_key', key).one(),
  );
  return new Map(row && isDepartment(row.department) ? [[key, row.department]] : []);
}
