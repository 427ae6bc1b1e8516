// Dragging a department by its handle with a finger or a pen. Browsers fire no HTML5 drag
// and drop on touch, so this follows pointer events: the handle captures the pointer, the
// row under the finger is where it goes (below a row when moving down, above when moving
// up), and lifting the finger drops it. A mouse keeps the row's own drag and drop.
import { useState, type PointerEvent } from 'react';
import type { Department } from '#domain/shopping/department.ts';

type Drop = (department: Department, before: Department | null) => void;

function departmentAt(x: number, y: number): Department | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-department]');
  return (row?.dataset.department as Department | undefined) ?? null;
}

export function useTouchDrag(order: readonly Department[], drop: Drop) {
  const [dragged, setDragged] = useState<Department | null>(null);
  const [over, setOver] = useState<Department | null>(null);

  const end = () => {
    setDragged(null);
    setOver(null);
  };

  const handleProps = (department: Department) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragged(department);
      setOver(null);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragged !== department) return;
      setOver(departmentAt(event.clientX, event.clientY));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (dragged !== department) return;
      const target = departmentAt(event.clientX, event.clientY) ?? over;
      end();
      if (!target || target === department) return;
      const from = order.indexOf(department);
      const to = order.indexOf(target);
      drop(department, to > from ? (order[to + 1] ?? null) : target);
    },
    onPointerCancel: end,
  });

  return { dragged, over, handleProps };
}
