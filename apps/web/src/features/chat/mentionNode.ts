import { mergeAttributes, Node } from '@tiptap/react';
import { mentionSigil } from './mentionCandidates';

/**
 * A mention chip in the composer: an inline atom `{ type: 'mention', attrs: { id, kind, label } }`,
 * the node the shared message schema allows (packages/shared/src/chat/message-body.ts).
 */
export const MentionNode = Node.create({
  name: 'mention',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,

  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-id'),
        renderHTML: (attrs) => ({ 'data-id': attrs.id }),
      },
      kind: {
        default: 'user',
        parseHTML: (el) => el.getAttribute('data-kind'),
        renderHTML: (attrs) => ({ 'data-kind': attrs.kind }),
      },
      label: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-label'),
        renderHTML: (attrs) => ({ 'data-label': attrs.label }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-mention]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const kind = String(node.attrs.kind);
    return [
      'span',
      mergeAttributes({ 'data-mention': '', class: 'chat-mention' }, HTMLAttributes),
      `${mentionSigil(kind)}${String(node.attrs.label)}`,
    ];
  },

  renderText({ node }) {
    return `${mentionSigil(String(node.attrs.kind))}${String(node.attrs.label)}`;
  },
});
