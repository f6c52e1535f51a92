import { memo } from 'react';
import { Link } from 'react-router';
import { RichTextView } from '../editor/RichTextView';
import type { ChatPerson } from './conversationNames';
import { mentionSigil } from './mentionCandidates';

type Props = {
  body: string;
  org: string;
  meId: string;
  people: ReadonlyMap<string, ChatPerson>;
  /** `everyone` and `here` are highlighted for the conversation's members (the seed). */
  isMember: boolean;
};

/** A message's rich text, with mention chips: people by their current name, links to topics, orbits, views. */
export const MessageBody = memo(function MessageBody({ body, org, meId, people, isMember }: Props) {
  return (
    <RichTextView
      value={body}
      className="chat-message-text"
      renderCustom={(node, key) => {
        if (node.type !== 'mention') return undefined;
        const kind = String(node.attrs?.kind ?? '');
        const id = String(node.attrs?.id ?? '');
        const stored = String(node.attrs?.label ?? id);
        const label = kind === 'user' ? (people.get(id)?.name ?? stored) : stored;
        const text = `${mentionSigil(kind)}${label}`;
        const base = `/${encodeURIComponent(org)}`;
        if (kind === 'topic' || kind === 'orbit' || kind === 'view') {
          const to =
            kind === 'topic' ? `${base}/chat/${encodeURIComponent(id)}` : `${base}/${encodeURIComponent(id)}`;
          return (
            <Link key={key} to={to} className="chat-mention" data-kind={kind}>
              {text}
            </Link>
          );
        }
        const broadcast = kind === 'everyone' || kind === 'here';
        return (
          <span
            key={key}
            className="chat-mention"
            data-kind={kind}
            data-me={(kind === 'user' && id === meId) || undefined}
            data-highlight={(broadcast && isMember) || undefined}
          >
            {text}
          </span>
        );
      }}
    />
  );
});
