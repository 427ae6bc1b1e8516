// A store's departments in walking order, learned from checking off there, and set by hand:
// dragged into place (a mouse drags the row; a finger drags its handle, below), or moved
// with the up and down buttons (keyboard).
import { useState, type DragEvent } from 'react';
import type { Department } from '#domain/shopping/department.ts';
import { dropDepartment, moveDepartment, walkOrder } from '#domain/shopping/stores/walk-order.ts';
import type { Store } from '#schema';
import { useStoreActions } from './use-stores.ts';
import { useTouchDrag } from './use-touch-drag.ts';

const MOVE = 'h-11 w-11 rounded-lg text-lg text-stone-600 hover:bg-stone-100 disabled:opacity-30';

export function WalkOrderEditor({ store }: { store: Store }) {
  const actions = useStoreActions();
  const order = walkOrder(store.department_order);
  const [dragged, setDragged] = useState<Department | null>(null);
  const drop = (department: Department, before: Department | null) =>
    void actions.setOrder(store.id, dropDepartment(store.department_order, department, before));
  const touch = useTouchDrag(order, drop);

  const onDrop = (event: DragEvent, before: Department) => {
    event.preventDefault();
    if (dragged && dragged !== before) drop(dragged, before);
    setDragged(null);
  };

  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">Walking order at {store.name}</h3>
      <p className="text-xs text-stone-500">
        Learned as you check items off while shopping there. Drag a department, or move it.
      </p>
      <ol aria-label={`Walking order at ${store.name}`} className="mt-1">
        {order.map((department, index) => (
          <li
            key={department}
            draggable
            onDragStart={() => setDragged(department)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, department)}
            data-testid="walk-department"
            data-department={department}
            className={`flex cursor-grab items-center gap-1 rounded-lg ${dragged === department || touch.dragged === department ? 'bg-stone-100' : ''} ${touch.over === department ? 'ring-2 ring-brand' : ''}`}
          >
            {/* A finger drags here: no scrolling starts on the handle (touch-action). */}
            <span
              aria-hidden
              data-testid="walk-handle"
              {...touch.handleProps(department)}
              style={{ touchAction: 'none' }}
              className="flex h-11 w-11 shrink-0 items-center justify-center text-stone-400"
            >
              ⠿
            </span>
            <span className="min-w-0 flex-1">{department}</span>
            <button
              type="button"
              aria-label={`Move ${department} up`}
              disabled={index === 0}
              onClick={() =>
                void actions.setOrder(
                  store.id,
                  moveDepartment(store.department_order, department, -1),
                )
              }
              className={MOVE}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${department} down`}
              disabled={index === order.length - 1}
              onClick={() =>
                void actions.setOrder(
                  store.id,
                  moveDepartment(store.department_order, department, 1),
                )
              }
              className={MOVE}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
