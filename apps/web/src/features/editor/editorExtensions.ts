import { Placeholder } from '@tiptap/extensions';
import type { Extensions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { safeHref } from './richTextDoc';

/** StarterKit (marks, lists, quotes, code blocks, headings 1–3, links) and the placeholder. */
export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // The same rule as the renderer: only web and mail addresses become links.
        isAllowedUri: (url) => Boolean(safeHref(url)),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    Placeholder.configure({ placeholder }),
  ];
}
