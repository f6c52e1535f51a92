import { sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../../db/database.js';
import { documents, documentTexts } from '../../db/schema/index.js';

/**
 * How much of a document's text search keeps (characters): a tsvector holds at most 1 MB, and the
 * first hundred thousand characters of a document say what it is about.
 */
export const documentTextMax = 100_000;

/** Elements whose text runs on with the text around them (everything else is a block of its own). */
const inline = new Set(['docMention', 'hardBreak', 'image']);

function textOf(node: Y.XmlElement | Y.XmlFragment | Y.XmlText, out: string[]): void {
  if (node instanceof Y.XmlText) {
    for (const part of node.toDelta() as { insert?: unknown }[]) {
      if (typeof part.insert === 'string') out.push(part.insert);
    }
    return;
  }
  if (node instanceof Y.XmlElement && node.nodeName === 'docMention') {
    const label = node.getAttribute('label');
    if (typeof label === 'string') out.push(label);
    return;
  }
  const block = node instanceof Y.XmlElement && !inline.has(node.nodeName);
  if (block) out.push('\n');
  for (const child of node.toArray()) {
    if (child instanceof Y.XmlText || child instanceof Y.XmlElement) textOf(child, out);
  }
  if (block) out.push('\n');
}

/**
 * The plain text of a document's rich text (the Yjs fragment tiptap writes): paragraphs, headings,
 * list items, table cells and code blocks one a line, mentions by their label, marks dropped.
 */
export function documentPlainText(doc: Y.Doc, fragment: string): string {
  const out: string[] = [];
  textOf(doc.getXmlFragment(fragment), out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
    .slice(0, documentTextMax);
}

/**
 * Keeps the text search reads for a document: written only when it changed (an idle store writes
 * nothing), and not at all once the document is gone for good.
 */
export async function storeDocumentText(db: Database, documentId: string, body: string): Promise<void> {
  await db.execute(sql`
    insert into ${documentTexts} (document_id, workspace_id, body)
    select id, workspace_id, ${body} from ${documents} where id = ${documentId}
    on conflict (document_id) do update set body = excluded.body, updated_at = now()
    where ${documentTexts}.body is distinct from excluded.body`);
}
