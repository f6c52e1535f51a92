import { mergeAttributes, Node } from '@tiptap/core';

export type DocMentionKind = 'user' | 'task' | 'orbit';

/**
 * A chip naming a person, a task or an orbit: an inline atom `{ id, kind, label }` drawn as a link to
 * it (`data-href`); the editor opens it on click (DocumentEditor's click handler), the reader too.
 */
export const DocMention = Node.create<{ hrefOf: (kind: DocMentionKind, id: string) => string }>({
  name: 'docMention',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,
  addOptions() {
    return { hrefOf: () => '#' };
  },
  addAttributes() {
    return {
      id: { default: null },
      kind: { default: 'user' },
      label: { default: '' },
    };
  },
  parseHTML() {
    return [{ tag: 'a[data-doc-mention]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const kind = String(node.attrs.kind) as DocMentionKind;
    const sigil = kind === 'user' ? '@' : kind === 'task' ? '' : '#';
    return [
      'a',
      mergeAttributes(HTMLAttributes, {
        'data-doc-mention': kind,
        href: this.options.hrefOf(kind, String(node.attrs.id)),
        class: `doc-mention doc-mention-${kind}`,
      }),
      `${sigil}${String(node.attrs.label)}`,
    ];
  },
  renderText({ node }) {
    return String(node.attrs.label);
  },
});
