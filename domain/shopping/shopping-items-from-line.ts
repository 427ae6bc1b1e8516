// A recipe's ingredient line as shopping items: the package's reading of the line, named as
// the list names items (spec §5: title-cased, at most the field's length) and put in an aisle.
import { ingredientKey, parseIngredientLine, type Amount } from 'recipe-reader';
import { titleCaseItemName } from '../text/title-case.ts';
import { departmentFor, type Department } from './department.ts';
import { MAX_ITEM_NAME_LENGTH } from './shopping-item-fields.ts';

export type ShoppingLineItem = {
  /** As a shopping item is named: title-cased per word. */
  name: string;
  key: string;
  amount: Amount | null;
  department: Department;
};

export function shoppingItemsFromLine(line: string): ShoppingLineItem[] {
  return parseIngredientLine(line).map(({ name, amount, unit }) => {
    const itemName = titleCaseItemName(name).slice(0, MAX_ITEM_NAME_LENGTH).trim();
    return {
      name: itemName,
      key: ingredientKey(itemName),
      amount,
      department: departmentFor(itemName, { packaging: unit }),
    };
  });
}
