// Planning by dragging (docs/meals-and-planning.md, Moving meals): a planned meal or an
// empty day's suggestion is dragged onto a day. Native HTML5 drag and drop: every desktop
// browser carries it, the page needs no library for it, and the keyboard, phones and any
// touch screen that does not drag have "Move to..." instead.
import { useState, type DragEvent } from 'react';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import type { Suggestion } from '#domain/suggestions/suggestion-types.ts';

export type Dragged =
  { kind: 'meal'; meal: MealWithParts } | { kind: 'suggestion'; suggestion: Suggestion };

const dayOf = (item: Dragged) =>
  item.kind === 'meal' ? item.meal.meal_date : item.suggestion.meal_date;

export function usePlanDrag(onDrop: (item: Dragged, date: string) => void) {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };

  /** What a dragged meal or suggestion carries. */
  const source = (item: Dragged, label: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', label);
      setDragged(item);
    },
    onDragEnd: end,
  });

  /** A day that takes a drop: any day but the one the dragged thing is on. */
  const target = (date: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!dragged || dayOf(dragged) === date) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== date) setOver(date);
    },
    onDragLeave: (event: DragEvent) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setOver((current) => (current === date ? null : current));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const item = dragged;
      end();
      if (item && dayOf(item) !== date) onDrop(item, date);
    },
  });

  return { source, target, over, dragging: dragged !== null };
}
