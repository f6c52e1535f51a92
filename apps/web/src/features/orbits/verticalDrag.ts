import {
  type Active,
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from '@dnd-kit/core';

/** What a dragged thing says it is (its useDraggable data): a task, a list, a status. */
export type DragKind = { kind: string };
/** What a drop target takes (its useDroppable data): the kinds that may be dropped on it. */
export type DropAccepts = { accepts: readonly string[] };

const kindOf = (active: Active | null): string | undefined =>
  (active?.data.current as Partial<DragKind> | undefined)?.kind;

function takes(container: DroppableContainer, kind: string | undefined): boolean {
  const accepts = (container.data.current as Partial<DropAccepts> | undefined)?.accepts;
  return kind !== undefined && accepts?.includes(kind) === true;
}

/**
 * A drop target in a vertical list: by pointer the one under the pointer, by keyboard the one whose
 * middle is nearest the carried picture's (the arrow keys put it there). Only targets that take what is
 * dragged count: a list dragged over tasks is over none of them.
 */
export const collideInList: CollisionDetection = (args) => {
  const kind = kindOf(args.active);
  const droppableContainers = args.droppableContainers.filter((container) => takes(container, kind));
  return args.pointerCoordinates
    ? pointerWithin({ ...args, droppableContainers })
    : closestCenter({ ...args, droppableContainers });
};

/** Where the last press carried the picture: the sensor's coordinates then, and the picture's middle. */
let aimed: { activeId: unknown; y: number; middle: number } | null = null;

/**
 * Up and Down carry the picture to the next drop target that takes it, middle on middle, so each press
 * is one place in the list; dnd-kit scrolls the list instead once the picture would pass its middle.
 * Past the last target, and with Left and Right, nothing moves (and nothing scrolls). The targets must
 * be in the DOM: the list keeps those of a drag drawn (VirtualTaskRows' `keepKeys`).
 */
export const verticalListCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (!event.code.startsWith('Arrow')) return undefined;
  event.preventDefault();
  const down = event.code === 'ArrowDown';
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if ((!down && event.code !== 'ArrowUp') || !collisionRect) return undefined;
  const kind = kindOf(active);
  // The picture's middle. A press that comes before the page has drawn the last one's move finds the
  // picture's rect where it was; the sensor's coordinates are already where the last press put them,
  // so the middle is the one that press aimed at (else two quick presses would aim at one target).
  const aimedBefore =
    aimed && aimed.activeId === active?.id && aimed.y === currentCoordinates.y ? aimed.middle : null;
  const middle = aimedBefore ?? collisionRect.top + collisionRect.height / 2;
  let nearest: number | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || !takes(container, kind)) continue;
    // How far the target's middle is ahead, in the direction of the key.
    const ahead = (rect.top + rect.height / 2 - middle) * (down ? 1 : -1);
    if (ahead > 1 && (nearest === null || ahead < nearest)) nearest = ahead;
  }
  if (nearest === null) return undefined;
  const step = nearest * (down ? 1 : -1);
  aimed = { activeId: active?.id, y: currentCoordinates.y + step, middle: middle + step };
  return { x: currentCoordinates.x, y: currentCoordinates.y + step };
};
