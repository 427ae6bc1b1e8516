// "Group by": Category or Dish. Native radio buttons (arrow keys, one tab stop and the
// radio role come with them), in place of a library's radio group that cost the list page
// 6 KB of its first download (tests/e2e/page-weight.spec.ts).
import { useAtom } from 'jotai';
import type { GroupBy } from '#domain/shopping/group-shopping-items.ts';
import { groupByAtom } from './shopping-ui-state.ts';

const GROUP_OPTIONS: Array<{ value: GroupBy; label: string }> = [
  { value: 'category', label: 'Category' },
  { value: 'dish', label: 'Dish' },
];

export function GroupByChoice() {
  const [groupBy, setGroupBy] = useAtom(groupByAtom);
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="float-left mr-2 text-stone-600">Group by</legend>
      {GROUP_OPTIONS.map((option) => (
        <label
          key={option.value}
          className="flex h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-stone-100"
        >
          <input
            type="radio"
            name="group-by"
            value={option.value}
            checked={groupBy === option.value}
            onChange={() => setGroupBy(option.value)}
            className="h-6 w-6 accent-brand"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
