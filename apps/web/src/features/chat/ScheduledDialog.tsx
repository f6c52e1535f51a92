import { scheduledMessageSchema } from '@orbit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../lib/dates/formatDay';
import { localDb } from '../../lib/localDb';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { lazyComponent } from '../../ui/lazyComponent';
import { useLiveQuery } from '../sync/useLiveQuery';
import type { ChatPerson } from './conversationNames';
import { MessageBody } from './MessageBody';
import { ScheduleTimeDialog } from './ScheduleTimeDialog';
import type { ChatContext } from './useChatScope';
import { useMentionCandidates } from './useMentionCandidates';

const LazyComposer = lazyComponent(() => import('./Composer'), 'Composer');

type Props = {
  ctx: ChatContext;
  conversationIds: readonly string[];
  people: ReadonlyMap<string, ChatPerson>;
  onClose: () => void;
};

/** The conversation's scheduled messages, soonest first: change the time or the text, or cancel. */
export function ScheduledDialog({ ctx, conversationIds, people, onClose }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [editing, setEditing] = useState<string | null>(null);
  const [retiming, setRetiming] = useState<string | null>(null);
  const candidates = useMentionCandidates(ctx.workspaceId, people, [], ctx.meId);
  const rows = useLiveQuery(
    async () => {
      const all = await localDb.scheduledMessages
        .filter((row) => conversationIds.includes(String(row.conversationId)) && !row.sentMessageId)
        .toArray();
      return all
        .flatMap((row) => {
          const parsed = scheduledMessageSchema.safeParse(row);
          return parsed.success ? [parsed.data] : [];
        })
        .sort((a, b) => a.sendAt.localeCompare(b.sendAt));
    },
    `scheduled:${conversationIds.join('|')}`,
    [],
  );
  const labels = { yesterday: t('day.yesterday'), today: t('day.today'), tomorrow: t('day.tomorrow') };
  const when = (iso: string) => {
    const at = new Date(iso);
    return `${formatDay(at, new Date(), i18n.language, labels)} ${formatTime(at, i18n.language)}`;
  };
  const retimed = rows.find((row) => row.id === retiming);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('scheduled.title')}
      closeLabel={t('close')}
      size="lg"
    >
      {rows.length === 0 ? (
        <EmptyState icon="calendar-clock" size="inline" title={t('scheduled.none')} />
      ) : (
        <ul className="chat-scheduled-list">
          {rows.map((row) => (
            <li key={row.id} className="chat-scheduled">
              <div className="chat-scheduled-when">
                {t('scheduled.sendsAt', { when: when(row.sendAt) })}
                {row.failure && <span className="chat-field-error"> · {row.failure}</span>}
              </div>
              {editing === row.id ? (
                <LazyComposer
                  label={t('scheduled.editText')}
                  placeholder={t('scheduled.editText')}
                  value={row.body}
                  candidates={candidates}
                  autoFocus
                  onSend={(body) => {
                    void ctx.actions.updateScheduled(row.id, { body });
                    setEditing(null);
                  }}
                  edit={{
                    onCancel: () => setEditing(null),
                    saveLabel: t('message.save'),
                    cancelLabel: t('message.cancel'),
                  }}
                />
              ) : (
                <MessageBody body={row.body} org={ctx.org} meId={ctx.meId} people={people} isMember />
              )}
              {editing !== row.id && (
                <div className="chat-form-row">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(row.id)}>
                    {t('scheduled.editText')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setRetiming(row.id)}>
                    {t('scheduled.changeTime')}
                  </Button>
                  <Button size="sm" variant="alert" onClick={() => void ctx.actions.cancelScheduled(row.id)}>
                    {t('scheduled.cancel')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {retimed && (
        <ScheduleTimeDialog
          open
          onOpenChange={(open) => !open && setRetiming(null)}
          initial={new Date(retimed.sendAt)}
          title={t('scheduled.changeTime')}
          onConfirm={(at) => void ctx.actions.updateScheduled(retimed.id, { sendAt: at.toISOString() })}
        />
      )}
    </Dialog>
  );
}
