import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { Picker } from '../../ui/Picker';
import { Switch } from '../../ui/Switch';
import type { ConversationRow } from '../sync/chatStore';
import type { ChatPerson } from './conversationNames';
import type { ChatContext } from './useChatScope';

type Props = {
  ctx: ChatContext;
  conversation: ConversationRow;
  people: ReadonlyMap<string, ChatPerson>;
  initialTab: 'about' | 'members';
  onClose: () => void;
};

/**
 * A topic's settings: name, description and visibility (its creator, owners and admins), members
 * (anyone in it adds; the same few remove), archive and restore, leave.
 */
export function TopicSettingsDialog({ ctx, conversation, people, initialTab, onClose }: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const canManage = conversation.createdBy === ctx.meId || ctx.role === 'owner' || ctx.role === 'admin';
  const isMember = conversation.memberIds.includes(ctx.meId);
  const canAdd = isMember && ctx.role !== 'guest';
  const [name, setName] = useState(conversation.name);
  const [description, setDescription] = useState(conversation.description);
  const [isPrivate, setPrivate] = useState(conversation.visibility === 'private');
  const [error, setError] = useState<string | null>(null);
  const changed =
    name.trim() !== conversation.name ||
    description.trim() !== conversation.description ||
    (isPrivate ? 'private' : 'public') !== conversation.visibility;

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('newTopic.nameRequired'));
    if (trimmed.length > 80) return setError(t('newTopic.nameTooLong'));
    setError(null);
    void ctx.actions.updateTopic(
      conversation.id,
      {
        ...(trimmed !== conversation.name ? { name: trimmed } : {}),
        ...(description.trim() !== conversation.description ? { description: description.trim() } : {}),
        ...((isPrivate ? 'private' : 'public') !== conversation.visibility
          ? { visibility: isPrivate ? ('private' as const) : ('public' as const) }
          : {}),
      },
      (failure) => {
        if (failure) setError(t('settings.notSaved'));
      },
    );
  };

  const memberOptions = [...people.values()]
    .filter((p) => !conversation.memberIds.includes(p.id))
    .map((p) => ({ value: p.id, label: p.name, avatar: { id: p.id, name: p.name, imageUrl: p.avatarUrl } }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settings.title', { name: conversation.name })}
      closeLabel={t('close')}
      size="md"
      name="topic-settings"
    >
      <Tabs.Root defaultValue={initialTab} className="chat-tabs">
        <Tabs.List className="chat-tab-list" aria-label={t('settings.sections')}>
          <Tabs.Trigger value="about" className="chat-tab">
            {t('settings.about')}
          </Tabs.Trigger>
          <Tabs.Trigger value="members" className="chat-tab">
            {t('settings.membersTab', { count: conversation.memberIds.length })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="about" className="chat-form">
          <Input
            label={t('newTopic.name')}
            value={name}
            onValueChange={setName}
            disabled={!canManage}
            maxLength={80}
          />
          <Input
            label={t('newTopic.description')}
            value={description}
            onValueChange={setDescription}
            disabled={!canManage}
          />
          <Switch
            checked={isPrivate}
            onCheckedChange={setPrivate}
            disabled={!canManage}
            label={t('newTopic.private')}
            description={t('newTopic.privateHint')}
          />
          {error && (
            <p className="chat-field-error" role="alert">
              {error}
            </p>
          )}
          <div className="chat-form-row">
            {canManage && (
              <Button onClick={save} disabled={!changed}>
                {t('settings.save')}
              </Button>
            )}
            <span className="chat-spacer" />
            {canManage && (
              <Button
                variant="secondary"
                onClick={() => {
                  void ctx.actions.topicAction(
                    conversation.id,
                    conversation.archivedAt ? 'unarchive' : 'archive',
                  );
                  onClose();
                }}
              >
                {conversation.archivedAt ? t('archived.restore') : t('settings.archive')}
              </Button>
            )}
            {isMember && (
              <Button
                variant="alert"
                onClick={() => {
                  void ctx.actions.leaveTopic(
                    conversation.id,
                    conversation.memberIds,
                    conversation.visibility === 'private',
                  );
                  onClose();
                  navigate(`/${ctx.org}/chat`);
                }}
              >
                {t('settings.leave')}
              </Button>
            )}
          </div>
        </Tabs.Content>
        <Tabs.Content value="members" className="chat-form">
          {canAdd && (
            <Picker
              multiple
              options={memberOptions}
              value={[]}
              onChange={(ids) => void ctx.actions.addMembers(conversation.id, conversation.memberIds, ids)}
              label={t('settings.addPeople')}
              searchPlaceholder={t('settings.searchPeople')}
              emptyText={t('settings.noPeople')}
            >
              <Button variant="secondary" icon="user-plus">
                {t('settings.addPeople')}
              </Button>
            </Picker>
          )}
          <ul className="chat-member-list">
            {conversation.memberIds.map((id) => {
              const person = people.get(id);
              const personName = person?.name ?? t('someone');
              return (
                <li key={id} className="chat-member">
                  <Avatar person={{ id, name: personName, imageUrl: person?.avatarUrl }} size={28} />
                  <span className="chat-member-name">
                    {personName}
                    {id === ctx.meId && <span className="chat-member-you"> ({t('you')})</span>}
                  </span>
                  {canManage && id !== ctx.meId && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('settings.remove', { name: personName })}
                      onClick={() =>
                        void ctx.actions.removeMember(conversation.id, conversation.memberIds, id)
                      }
                    >
                      {t('settings.removeShort')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
