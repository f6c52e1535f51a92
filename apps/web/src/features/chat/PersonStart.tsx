import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { readApiError } from '../members/readApiError';
import type { ChatPerson } from './conversationNames';
import type { ChatContext } from './useChatScope';

/** `/chat/:userId` with no dm yet (from People): start the conversation with them. */
export function PersonStart({
  ctx,
  person,
  onOpen,
}: {
  ctx: ChatContext;
  person: ChatPerson;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="chat-pane chat-person-start" aria-label={person.name}>
      <Avatar person={{ id: person.id, name: person.name, imageUrl: person.avatarUrl }} size={56} />
      <h1 className="chat-intro-title">{t('person.title', { name: person.name })}</h1>
      <p className="chat-muted">{t('person.text')}</p>
      <Button
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            onOpen((await ctx.actions.openDm([person.id], localDb)).id);
          } catch (failure) {
            setError(readApiError(failure).message ?? t('newDm.offline'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('person.start')}
      </Button>
      {error && (
        <p className="chat-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
