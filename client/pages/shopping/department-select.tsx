// Moves an item to another department (docs/architecture.md, "Shopping list"): the family's choice sticks for
// that item name (domain/shopping/department-choice.ts). A native select: one tap on a
// phone opens the system's own picker.
import { DEPARTMENTS, type Department } from '../../../domain/shopping/department.ts';
import { useShoppingActions, type ListedShoppingItem } from './use-shopping-list.ts';

export function DepartmentSelect({ item }: { item: ListedShoppingItem }) {
  const actions = useShoppingActions();
  return (
    <select
      aria-label={`Department of ${item.name}`}
      value={item.department}
      onChange={(event) => void actions.setDepartment(item.id, event.target.value as Department)}
      className="h-11 w-24 shrink-0 md:h-10 truncate rounded-lg border border-stone-200 bg-white px-1 text-xs text-stone-600 sm:w-32 sm:text-sm"
    >
      {DEPARTMENTS.map((department) => (
        <option key={department} value={department}>
          {department}
        </option>
      ))}
    </select>
  );
}
