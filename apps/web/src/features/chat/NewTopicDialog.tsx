import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';
import { Switch } from '../../ui/Switch';
import { ValidationBox } from '../../ui/ValidationBox';
import type { ConversationRow } from '../sync/chatStore';
import type { ChatPerson } from './conversationNames';
import type { ChatContext } from './useChatScope';

type Props = {
  ctx: ChatContext;
  people: ReadonlyMap<string, ChatPerson>;
  conversations: readonly ConversationRow[];
  onClose: () => void;
  onCreated: (id: string) => void;
};

/** A new topic: a name unique in the workspace, a description, public or private, its first members. */
export function NewTopicDialog({ ctx, people, conversations, onClose, onCreated }: Props) {
  const { t } = useTranslation('chat');
  const errorId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('newTopic.nameRequired'));
    if (trimmed.length > 80) return setError(t('newTopic.nameTooLong'));
    const taken = conversations.some(
      (c) => c.kind === 'topic' && c.name.toLowerCase() === trimmed.toLowerCase(),
    );
    if (taken) return setError(t('newTopic.nameTaken'));
    const id = await ctx.actions.createTopic({
      name: trimmed,
      description: description.trim() || undefined,
      visibility: isPrivate ? 'private' : 'public',
      memberIds,
    });
    onCreated(id);
  };

  const options = [...people.values()]
    .filter((p) => p.id !== ctx.meId)
    .map((p) => ({ value: p.id, label: p.name, avatar: { id: p.id, name: p.name, imageUrl: p.avatarUrl } }));
  const chosen = memberIds.map((id) => people.get(id)?.name).filter(Boolean);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('newTopic.title')}
      description={t('newTopic.intro')}
      closeLabel={t('close')}
      name="new-topic"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('message.cancel')}
          </Button>
          <Button type="submit" form="chat-new-topic">
            {t('newTopic.create')}
          </Button>
        </>
      }
    >
      <form
        id="chat-new-topic"
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('newTopic.name')}
          value={name}
          onValueChange={(value) => {
            setName(value);
            setError(null);
          }}
          placeholder={t('newTopic.namePlaceholder')}
          maxLength={80}
          autoFocus
          errorId={error ? errorId : undefined}
        />
        <ValidationBox id={errorId} error={error ?? ''} />
        <Input label={t('newTopic.description')} value={description} onValueChange={setDescription} />
        <Switch
          checked={isPrivate}
          onCheckedChange={setPrivate}
          label={t('newTopic.private')}
          description={t('newTopic.privateHint')}
        />
        <div className="chat-field">
          <span className="chat-field-label">{t('newTopic.members')}</span>
          <Picker
            multiple
            options={options}
            value={memberIds}
            onChange={setMemberIds}
            label={t('newTopic.members')}
            searchPlaceholder={t('settings.searchPeople')}
            emptyText={t('settings.noPeople')}
          >
            <PickerTrigger placeholder={t('newTopic.membersPlaceholder')} aria-label={t('newTopic.members')}>
              {chosen.length > 0 ? chosen.join(', ') : null}
            </PickerTrigger>
          </Picker>
        </div>
      </form>
    </Dialog>
  );
}
