// The one rich-text schema: the ProseMirror nodes and marks the task editor (apps/web editorExtensions,
// tiptap's StarterKit with headings 1–3 and links) knows, each with the attributes it keeps. The server
// refuses a description holding anything else, and the web editor opens such a document read-only
// instead of loading it into an editor that would drop what it cannot show. A web test holds the
// editor's schema to this one.

/** Node types and the attributes each may carry. */
export const richTextNodes = {
  doc: [],
  paragraph: [],
  text: [],
  heading: ['level'],
  bulletList: [],
  orderedList: ['start', 'type'],
  listItem: [],
  blockquote: [],
  codeBlock: ['language'],
  hardBreak: [],
  horizontalRule: [],
} as const satisfies Record<string, readonly string[]>;

/** Mark types and the attributes each may carry. */
export const richTextMarks = {
  bold: [],
  italic: [],
  strike: [],
  underline: [],
  code: [],
  link: ['href', 'target', 'rel', 'class', 'title'],
} as const satisfies Record<string, readonly string[]>;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type AttrTable = Record<string, readonly string[]>;
const taskNodeAttrs: AttrTable = richTextNodes;
const markAttrs: Record<string, readonly string[]> = richTextMarks;
const own = (table: Record<string, readonly string[]>, type: Json) =>
  typeof type === 'string' && Object.hasOwn(table, type) ? table[type] : undefined;

function attrsProblem(attrs: Json, allowed: readonly string[], what: string): string | undefined {
  if (attrs === undefined || attrs === null) return undefined;
  if (!isObject(attrs)) return `${what} has attributes that are not an object.`;
  const unknown = Object.keys(attrs).find((key) => !allowed.includes(key));
  return unknown === undefined ? undefined : `${what} has an attribute the editor does not know: ${unknown}.`;
}

function nodeProblem(node: Json, depth: number, nodeAttrs: AttrTable): string | undefined {
  if (depth > 100) return 'The document is nested too deeply.';
  if (!isObject(node)) return 'The document holds something that is not a node.';
  const allowed = own(nodeAttrs, node.type);
  if (!allowed) return `The editor cannot show a “${String(node.type)}” node.`;
  const attrs = attrsProblem(node.attrs, allowed, `A “${node.type}” node`);
  if (attrs) return attrs;
  if (node.type === 'text' && typeof node.text !== 'string') return 'A text node has no text.';
  if (node.marks !== undefined) {
    if (!Array.isArray(node.marks)) return 'A node has marks that are not a list.';
    for (const mark of node.marks) {
      if (!isObject(mark)) return 'A node has a mark that is not an object.';
      const markAllowed = own(markAttrs, mark.type);
      if (!markAllowed) return `The editor cannot show a “${String(mark.type)}” mark.`;
      const markAttrProblem = attrsProblem(mark.attrs, markAllowed, `A “${mark.type}” mark`);
      if (markAttrProblem) return markAttrProblem;
    }
  }
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) return 'A node has content that is not a list.';
    for (const child of node.content) {
      const problem = nodeProblem(child, depth + 1, nodeAttrs);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Why a stored rich-text value holds something the editor cannot show, or undefined when it can. A
 * value that is not a ProseMirror document (`{"type":"doc",…}`) is plain text, which always can.
 */
export function richTextProblem(value: string, nodes: AttrTable = taskNodeAttrs): string | undefined {
  const trimmed = value.trimStart();
  if (!trimmed.startsWith('{')) return undefined;
  let parsed: Json;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || parsed.type !== 'doc') return undefined;
  return nodeProblem(parsed, 0, nodes);
}
