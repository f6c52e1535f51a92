import { useEffect, useRef, useSyncExternalStore } from 'react';

// The `e` / F2 shortcut lives in the view's key handler, the title being renamed in a row or the
// panel: this tiny store carries the request from one to the other.

/** Where a rename happens: inline on the task's row, or in the detail panel's title field. */
export type RenameTarget = 'row' | 'panel';

type Request = { id: string; target: RenameTarget; nonce: number } | null;

let request: Request = null;
let counter = 0;
const listeners = new Set<() => void>();
const publish = (next: Request) => {
  request = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks the row (or the panel) showing this task to start renaming it. */
export function requestRename(id: string, target: RenameTarget): void {
  counter += 1;
  publish({ id, target, nonce: counter });
}

/** Runs `onRename` once for each request addressed to this task here; the request is then spent. */
export function useRenameRequest(id: string, target: RenameTarget, onRename: () => void): void {
  const nonce = useSyncExternalStore(subscribe, () =>
    request && request.id === id && request.target === target ? request.nonce : 0,
  );
  const callback = useRef(onRename);
  callback.current = onRename;
  useEffect(() => {
    if (!nonce) return;
    if (request?.nonce === nonce) publish(null);
    callback.current();
  }, [nonce]);
}
