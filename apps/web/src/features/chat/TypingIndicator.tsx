import { useTranslation } from 'react-i18next';
import type { ChatPerson } from './conversationNames';

/** "Ada is typing…", "Ada and Bob are typing…", "Several people are typing…". */
export function TypingIndicator({
  typistIds,
  people,
}: {
  typistIds: readonly string[];
  people: ReadonlyMap<string, ChatPerson>;
}) {
  const { t } = useTranslation('chat');
  const names = typistIds.map((id) => people.get(id)?.name ?? t('someone'));
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('typing.one', { name: names[0] })
        : names.length === 2
          ? t('typing.two', { first: names[0], second: names[1] })
          : t('typing.many');
  return (
    <div className="chat-typing" aria-live="polite">
      {text && (
        <>
          <span className="chat-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {text}
        </>
      )}
    </div>
  );
}
