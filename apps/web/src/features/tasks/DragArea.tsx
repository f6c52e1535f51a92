import {
  type Active,
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from './useStableCallback';

/** How a drag area names, for screen readers, what moves and where it would land. */
export type DragWords = {
  /** What is moving, as a name inside a sentence: “Write the brief”, the list Later. */
  name: (active: Active) => string;
  /**
   * Where it lands if dropped on `over`, as a phrase after "it would go": "to the column Done",
   * "before “Book the venue” in Tasks". Null: it would stay where it is.
   */
  place: (active: Active, over: Over) => string | null;
};

type Props = {
  words: DragWords;
  /**
   * What the arrow keys do while a thing is carried; dnd-kit's default moves it 25 px a press, and
   * scrolls smoothly when it would leave the middle of a scrolling list.
   */
  coordinateGetter?: KeyboardCoordinateGetter;
  collisionDetection?: CollisionDetection;
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
  /** The picture that follows the pointer or the keys; null when nothing is dragged. */
  picture: ReactNode;
  children: ReactNode;
};

/** A pointer starts a drag once it has moved 4 px with its button down: less is a click. */
const pointerOptions = { activationConstraint: { distance: 4 } };

function ignoreEscape(event: KeyboardEvent): void {
  if (event.key === 'Escape') event.preventDefault();
}

/**
 * Every in-app drag (board cards, list rows and headers, statuses) goes through here, so they all move
 * alike: by pointer once it has moved a few pixels (a click stays a click), or by keyboard from a drag
 * handle (Space or Enter picks up, arrows move, Space or Enter drops, Escape cancels), with dnd-kit's
 * live announcements in the interface's language. The picture of the dragged thing is drawn above the
 * page (a portal), so no scrolling list or dialog clips it. While a drag runs, Escape only cancels it:
 * it is marked handled before a dialog or panel around the drag would close on it.
 */
export function DragArea({
  words,
  coordinateGetter,
  collisionDetection,
  onDragStart,
  onDragEnd,
  onDragCancel,
  picture,
  children,
}: Props) {
  const { t } = useTranslation('tasks');
  // A caller's arrows that step from target to target scroll at once: the next press must find the
  // list where the last one left it, not halfway through a smooth scroll (each press would then aim
  // at the target the last one already aimed at).
  const keyboardOptions = useMemo(
    () => (coordinateGetter ? { coordinateGetter, scrollBehavior: 'auto' as const } : {}),
    [coordinateGetter],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const accessibility = useDragAnnouncements(words, t('drag.instructions'));

  const escapeHeld = useRef(false);
  const holdEscape = (hold: boolean) => {
    if (hold === escapeHeld.current) return;
    escapeHeld.current = hold;
    // Capture on the window runs before a dialog's own Escape listener (on the document).
    if (hold) window.addEventListener('keydown', ignoreEscape, true);
    else window.removeEventListener('keydown', ignoreEscape, true);
  };
  useEffect(() => () => window.removeEventListener('keydown', ignoreEscape, true), []);

  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      collisionDetection={collisionDetection}
      onDragStart={(event) => {
        holdEscape(true);
        onDragStart(event);
      }}
      onDragEnd={(event) => {
        holdEscape(false);
        onDragEnd(event);
      }}
      onDragCancel={() => {
        holdEscape(false);
        onDragCancel();
      }}
    >
      {children}
      {createPortal(
        <DragOverlay dropAnimation={null} style={{ zIndex: 'var(--z-popover)' }}>
          {picture}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}

/**
 * dnd-kit's live announcements for a drag, in the interface's language: what moves and where it would
 * go (`words`), never dnd-kit's ids. `instructions` is what a screen reader says of a drag handle.
 */
export function useDragAnnouncements(words: DragWords, instructions: string) {
  const { t } = useTranslation('tasks');
  const name = useStableCallback(words.name);
  const place = useStableCallback(words.place);
  const accessibility = useMemo(() => {
    // Just picked up, a thing is over its own place: "picked up" says enough, and a second sentence at
    // once would replace it in the live region before it is read.
    let justPickedUp = false;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        justPickedUp = true;
        return t('drag.pickedUp', { name: name(active) });
      },
      onDragOver: ({ active, over }) => {
        const fresh = justPickedUp;
        justPickedUp = false;
        if (!over) return t('drag.away');
        const at = place(active, over);
        if (at !== null) return t('drag.over', { place: at });
        return fresh ? undefined : t('drag.overOwn');
      },
      onDragEnd: ({ active, over }) => {
        const named = name(active);
        if (!over) return t('drag.droppedAway', { name: named });
        const at = place(active, over);
        return at === null
          ? t('drag.droppedOwn', { name: named })
          : t('drag.dropped', { name: named, place: at });
      },
      onDragCancel: ({ active }) => t('drag.cancelled', { name: name(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: instructions } };
  }, [t, name, place, instructions]);

  return accessibility;
}

/** The role a drag handle announces itself with ("draggable"), in the interface's language. */
export function useDragRoleDescription(): string {
  const { t } = useTranslation('tasks');
  return t('drag.role');
}
