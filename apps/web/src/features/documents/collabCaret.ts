import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

export type CaretUser = { name: string; color: string };

/** Another person's caret: a thin bar in their colour with their name above it. */
function caretElement(user: Partial<CaretUser>): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'doc-caret';
  caret.style.borderColor = user.color ?? '#888';
  const label = document.createElement('span');
  label.className = 'doc-caret-label';
  label.style.backgroundColor = user.color ?? '#888';
  label.textContent = user.name ?? '';
  caret.append(label);
  return caret;
}

/**
 * Everyone's carets and selections in their names and colours, from the provider's awareness (the
 * y-tiptap cursor plugin; `@tiptap/extension-collaboration-caret` wraps the same plugin but is not
 * published for this tiptap version). The person's own name and colour are set by `setCaretUser`.
 */
export const CollaborationCarets = Extension.create<{ awareness: Awareness | null; user: CaretUser }>({
  name: 'collaborationCarets',
  addOptions() {
    return { awareness: null, user: { name: '', color: '#888' } };
  },
  addProseMirrorPlugins() {
    const { awareness, user } = this.options;
    if (!awareness) return [];
    awareness.setLocalStateField('user', user);
    return [
      yCursorPlugin(awareness, {
        cursorBuilder: (who: Partial<CaretUser>) => caretElement(who),
        selectionBuilder: (who: Partial<CaretUser>) => ({
          style: `background-color: ${who.color ?? '#888'}33`,
          class: 'doc-selection',
        }),
      }),
    ];
  },
});

/** A colour per person, stable across sessions (from their id), readable on light and dark. */
export function caretColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 70% 42%)`;
}
