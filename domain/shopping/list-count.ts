// How many things are left to buy: the open items. One rule for the list's heading, the
// dashboard card and the text message ('Shopping list (N items)'), so that they agree;
// checked items are counted apart, under 'Checked (N)'.
type Countable = { is_completed: boolean };

export function itemsToBuy<T extends Countable>(items: readonly T[]): T[] {
  return items.filter((item) => !item.is_completed);
}
