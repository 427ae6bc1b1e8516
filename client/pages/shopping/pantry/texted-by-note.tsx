// "added by text from Ben" on an item a member texted to the family's number.
import { useQuery } from '@rocicorp/zero/react';
import { queries } from '#domain/zero/queries.ts';
import type { ListedShoppingItem } from '../use-shopping-list.ts';

export function TextedByNote({ item }: { item: ListedShoppingItem }) {
  const [family] = useQuery(queries.family.current());
  if (!item.texted_by) return null;
  const member = family?.members.find((m) => m.family_user_id === item.texted_by);
  return (
    <span className="text-xs text-stone-500" data-testid="texted-by">
      added by text{member ? ` from ${member.first_name}` : ''}
    </span>
  );
}
