import { z } from 'zod';

// Rich text travels as a ProseMirror JSON string (docs/SYNC.md). This module reads and writes it
// without tiptap, so the read-only renderer stays out of the editor's lazy chunk.

export type RichMark = { type: string; attrs?: Record<string, unknown> };
export type RichNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  marks?: RichMark[];
  text?: string;
};

const markSchema = z.looseObject({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() });
const nodeSchema: z.ZodType<RichNode> = z.lazy(() =>
  z.looseObject({
    type: z.string(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(nodeSchema).optional(),
    marks: z.array(markSchema).optional(),
    text: z.string().optional(),
  }),
);
const docSchema = z.looseObject({ type: z.literal('doc'), content: z.array(nodeSchema).optional() });

/** A document of plain paragraphs, one per line: how text written before rich text opens. */
export function plainTextToDoc(text: string): RichNode {
  if (text === '') return { type: 'doc', content: [{ type: 'paragraph' }] };
  return {
    type: 'doc',
    content: text
      .split(/\r\n|\r|\n/)
      .map((line) =>
        line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
      ),
  };
}

/** The stored value as a document: ProseMirror JSON when it is one, otherwise legacy plain text. */
export function parseRichText(value: string | null | undefined): RichNode {
  const text = value ?? '';
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = docSchema.safeParse(JSON.parse(trimmed));
      if (parsed.success) return { type: 'doc', content: parsed.data.content ?? [] };
    } catch {
      // Not JSON after all: someone typed a brace. It is text.
    }
  }
  return plainTextToDoc(text);
}

function hasContent(node: RichNode): boolean {
  if (node.type === 'text') return Boolean(node.text);
  if (node.type === 'paragraph') return (node.content ?? []).some(hasContent);
  if (node.type === 'doc') return (node.content ?? []).some(hasContent);
  // Any other node (a rule, a list, a code block) is something the writer put there.
  return true;
}

export function isEmptyDoc(doc: RichNode): boolean {
  return !hasContent(doc);
}

/** What is stored: '' for an empty document, else its JSON. */
export function serializeRichText(doc: RichNode): string {
  return isEmptyDoc(doc) ? '' : JSON.stringify(doc);
}

/** The words of a document, for previews and search. */
export function richTextToPlainText(doc: RichNode): string {
  if (doc.type === 'text') return doc.text ?? '';
  if (doc.type === 'hardBreak') return '\n';
  const inner = (doc.content ?? []).map(richTextToPlainText);
  const block = ['doc', 'bulletList', 'orderedList', 'listItem', 'blockquote'].includes(doc.type);
  return block ? inner.filter(Boolean).join('\n') : inner.join('');
}

/** Links open only to the web or mail: a stored `javascript:` address is never a link. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const value = href.trim();
  return /^(https?:|mailto:)/i.test(value) ? value : undefined;
}
