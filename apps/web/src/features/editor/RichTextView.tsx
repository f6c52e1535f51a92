import type { ReactNode } from 'react';
import { parseRichText, type RichMark, type RichNode, safeHref } from './richTextDoc';
import './richText.css';

/** Draws a node the renderer does not know (a chat mention chip); undefined leaves it to the default. */
export type RenderCustomNode = (node: RichNode, key: number) => ReactNode | undefined;

type Props = {
  value: string | null | undefined;
  /** Nodes beyond the task editor's schema, drawn by the feature that allows them. */
  renderCustom?: RenderCustomNode;
  /** Shown when the document is empty (e.g. "No description"). */
  emptyText?: string;
  className?: string;
};

function withMark(mark: RichMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'code':
      return <code key={key}>{child}</code>;
    case 'link': {
      const href = safeHref(mark.attrs?.href);
      return href ? (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {child}
        </a>
      ) : (
        child
      );
    }
    default:
      return child;
  }
}

function renderNode(node: RichNode, key: number, custom?: RenderCustomNode): ReactNode {
  const children = (node.content ?? []).map((child, i) => renderNode(child, i, custom));
  const drawn = custom?.(node, key);
  if (drawn !== undefined) return drawn;
  switch (node.type) {
    case 'text':
      return (node.marks ?? []).reduceRight<ReactNode>(
        (child, mark) => withMark(mark, child, key),
        node.text,
      );
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 1, 1), 6);
      const Tag = `h${level}` as 'h1';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return (
        <ol key={key} start={Number.isFinite(start) && start !== 1 ? start : undefined}>
          {children}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    default:
      // A node this renderer does not know (a newer editor's): keep its words.
      return children.length ? <span key={key}>{children}</span> : null;
  }
}

/** Rich text shown read-only, as plain React elements: no editor, no HTML strings. */
export function RichTextView({ value, emptyText, className, renderCustom }: Props) {
  const doc = parseRichText(value);
  const blocks = (doc.content ?? []).map((node, i) => renderNode(node, i, renderCustom));
  const empty = !value?.trim();
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} data-empty={empty || undefined}>
      {empty && emptyText ? <p className="rich-text-empty">{emptyText}</p> : blocks}
    </div>
  );
}
