import { Avatar } from '../../ui/Avatar';
import type { MentionCandidate } from './mentionCandidates';
import { mentionSigil } from './mentionCandidates';

type Props = {
  id: string;
  items: readonly MentionCandidate[];
  active: number;
  label: string;
  onPick: (candidate: MentionCandidate) => void;
  onHover: (index: number) => void;
};

/** The mention autocomplete above the composer: a listbox the editor drives with its keys. */
export function MentionList({ id, items, active, label, onPick, onHover }: Props) {
  return (
    <div className="chat-mention-list" role="listbox" id={id} aria-label={label}>
      {items.map((item, index) => (
        <div
          key={`${item.kind}:${item.id}`}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="chat-mention-option"
          data-active={index === active || undefined}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
          onMouseEnter={() => onHover(index)}
        >
          {item.kind === 'user' ? (
            <Avatar person={{ id: item.id, name: item.label, imageUrl: item.avatarUrl }} size={20} />
          ) : (
            <span className="chat-mention-glyph" aria-hidden="true">
              {mentionSigil(item.kind) || '◎'}
            </span>
          )}
          <span className="chat-mention-label">
            {mentionSigil(item.kind)}
            {item.label}
          </span>
          {item.hint && <span className="chat-mention-hint">{item.hint}</span>}
        </div>
      ))}
    </div>
  );
}
