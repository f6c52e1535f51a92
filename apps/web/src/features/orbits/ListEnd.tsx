import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { type ListDrop, overBy } from './listDrops';

type Props = {
  /** The list it ends; null for "No list". */
  groupId: string | null;
  /** Whether a list may be dropped here (after this one): not after "No list", which comes last. */
  takesLists: boolean;
  children: ReactNode;
};

export const listEndId = (id: string | null) => `end:${id ?? ''}`;

/** The end of a list (its add-a-task field): a task dropped here goes to the bottom, a list after it. */
export function ListEnd({ groupId, takesLists, children }: Props) {
  const drop: ListDrop = {
    accepts: takesLists ? ['task', 'list'] : ['task'],
    target: { kind: 'end', groupId },
  };
  const droppable = useDroppable({ id: listEndId(groupId), data: drop });
  return (
    <div ref={droppable.setNodeRef} className="list-end" data-over={overBy(droppable)}>
      {children}
    </div>
  );
}
