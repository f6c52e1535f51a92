import { richTextNodes } from '../rich-text/rich-text-schema.js';

// A message's body is rich text like a task description (a ProseMirror JSON string, or plain text),
// with one node more: a mention chip. The server refuses anything else, and reads the text (for the
// length limit and search) and the mentions (for checks and notifications) from the body itself.

/** The kinds a mention chip may name (the seed: mention with `everyone`/`here`, ChannelMention, …). */
export const mentionKinds = ['user', 'group', 'everyone', 'here', 'topic', 'orbit', 'view'] as const;
export type MentionKind = (typeof mentionKinds)[number];

/** Node types of a message body: the task editor's, and `mention` (attrs: id, kind, label). */
export const messageNodes = {
  ...richTextNodes,
  mention: ['id', 'kind', 'label'],
} as const satisfies Record<string, readonly string[]>;

/** The most text one message may hold, in characters (spaces included, markup not). */
export const messageTextMax = 10_000;
/** The most a body's JSON may weigh, in characters: formatting around the longest text. */
export const messageBodyJsonMax = 200_000;

export type MessageMention = { kind: MentionKind; id: string };

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseDoc(body: string): Record<string, Json> | null {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed: Json = JSON.parse(trimmed);
    return isObject(parsed) && parsed.type === 'doc' ? parsed : null;
  } catch {
    return null;
  }
}

const blockTypes = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'codeBlock', 'horizontalRule']);

function walk(node: Json, visit: (node: Record<string, Json>) => void, depth = 0): void {
  if (!isObject(node) || depth > 100) return;
  visit(node);
  if (Array.isArray(node.content)) for (const child of node.content) walk(child, visit, depth + 1);
}

/**
 * The words of a body as a person reads them: text, mention labels (`@Ada`, `#general`), blocks on
 * their own lines. Plain text (not a document) is itself.
 */
export function messagePlainText(body: string): string {
  const doc = parseDoc(body);
  if (!doc) return body.trim();
  const parts: string[] = [];
  walk(doc, (node) => {
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    else if (node.type === 'hardBreak') parts.push('\n');
    else if (node.type === 'mention' && isObject(node.attrs)) {
      const { kind, label, id } = node.attrs;
      const sigil = kind === 'topic' ? '#' : kind === 'orbit' || kind === 'view' ? '' : '@';
      parts.push(`${sigil}${typeof label === 'string' && label ? label : String(id)}`);
    } else if (typeof node.type === 'string' && blockTypes.has(node.type) && parts.length > 0) {
      parts.push('\n');
    }
  });
  return parts.join('').trim();
}

/** The mentions a body holds, each kind and id once, in the order they first appear. */
export function messageMentions(body: string): MessageMention[] {
  const doc = parseDoc(body);
  if (!doc) return [];
  const seen = new Set<string>();
  const found: MessageMention[] = [];
  walk(doc, (node) => {
    if (node.type !== 'mention' || !isObject(node.attrs)) return;
    const { kind, id } = node.attrs;
    if (typeof kind !== 'string' || !(mentionKinds as readonly string[]).includes(kind)) return;
    if (typeof id !== 'string') return;
    const key = `${kind}:${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind: kind as MentionKind, id });
  });
  return found;
}

/** Why a mention node is malformed (unknown kind, no id), or undefined. */
export function mentionNodeProblem(body: string): string | undefined {
  const doc = parseDoc(body);
  if (!doc) return undefined;
  let problem: string | undefined;
  walk(doc, (node) => {
    if (problem || node.type !== 'mention') return;
    const attrs = isObject(node.attrs) ? node.attrs : {};
    if (typeof attrs.kind !== 'string' || !(mentionKinds as readonly string[]).includes(attrs.kind)) {
      problem = 'A mention names a kind the app does not know.';
    } else if (typeof attrs.id !== 'string' || attrs.id.length === 0 || attrs.id.length > 64) {
      problem = 'A mention has no id.';
    }
  });
  return problem;
}
