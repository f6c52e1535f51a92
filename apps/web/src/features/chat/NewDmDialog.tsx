import { dmParticipantsMax } from '@orbit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';
import { readApiError } from '../members/readApiError';
import type { ConversationRow } from '../sync/chatStore';
import { findDm } from './conversationList';
import type { ChatPerson } from './conversationNames';
import type { ChatContext } from './useChatScope';

type Props = {
  ctx: ChatContext;
  people: ReadonlyMap<string, ChatPerson>;
  conversations: readonly ConversationRow[];
  onClose: () => void;
  onOpen: (id: string) => void;
};

/** A direct message with one or more people (up to eight others): the one they already share, or a new one. */
export function NewDmDialog({ ctx, people, conversations, onClose, onOpen }: Props) {
  const { t } = useTranslation('chat');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (chosen.length === 0) return setError(t('newDm.choose'));
    const held = findDm(conversations, ctx.meId, chosen);
    if (held) return onOpen(held.id);
    setBusy(true);
    setError(null);
    try {
      const dm = await ctx.actions.openDm(chosen, localDb);
      onOpen(dm.id);
    } catch (failure) {
      setError(readApiError(failure).message ?? t('newDm.offline'));
    } finally {
      setBusy(false);
    }
  };

  const options = [...people.values()]
    .filter((p) => p.id !== ctx.meId)
    .map((p) => ({ value: p.id, label: p.name, avatar: { id: p.id, name: p.name, imageUrl: p.avatarUrl } }));
  const names = chosen.map((id) => people.get(id)?.name).filter(Boolean);
  const full = chosen.length >= dmParticipantsMax - 1;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('newDm.title')}
      description={t('newDm.hint')}
      closeLabel={t('close')}
      name="new-dm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('message.cancel')}
          </Button>
          <Button onClick={() => void start()} loading={busy} disabled={chosen.length === 0}>
            {t('newDm.start')}
          </Button>
        </>
      }
    >
      <div className="chat-form">
        <Picker
          multiple
          options={options.map((o) => ({ ...o, disabled: full && !chosen.includes(o.value) }))}
          value={chosen}
          onChange={(ids) => {
            setChosen(ids);
            setError(null);
          }}
          label={t('newDm.people')}
          searchPlaceholder={t('settings.searchPeople')}
          emptyText={t('settings.noPeople')}
        >
          <PickerTrigger placeholder={t('newDm.placeholder')} aria-label={t('newDm.people')}>
            {names.length > 0 ? names.join(', ') : null}
          </PickerTrigger>
        </Picker>
        {full && <p className="chat-muted">{t('newDm.full', { max: dmParticipantsMax })}</p>}
        {error && (
          <p className="chat-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
