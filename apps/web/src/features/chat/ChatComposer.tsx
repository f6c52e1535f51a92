import { draftKey, messagePlainText } from '@orbit/shared';
import Paperclip from 'lucide-react/icons/paperclip';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import { lazyComponent } from '../../ui/lazyComponent';
import { toast } from '../../ui/toast';
import { formatBytes } from '../attachments/formatBytes';
import { useLiveQuery } from '../sync/useLiveQuery';
import type { ChatActions } from './chatActions';
import type { MentionCandidate } from './mentionCandidates';
import { ScheduleMenu } from './ScheduleMenu';
import { useComposerFiles } from './useComposerFiles';

// tiptap arrives with the first composer; until then a quiet box of the same size.
const LazyComposer = lazyComponent(
  () => import('./Composer'),
  'Composer',
  () => <div className="chat-composer chat-composer-loading" />,
);

type Props = {
  actions: ChatActions;
  conversationId: string;
  /** A thread's root: the reply goes there, and the draft is that thread's (synced like the main one). */
  parentId?: string | null;
  label: string;
  placeholder: string;
  candidates: readonly MentionCandidate[];
  people: ReadonlyMap<string, { name: string }>;
  onEditLast?: () => void;
  onEscape?: () => boolean;
  onTyping?: () => void;
  autoFocus?: boolean;
};

/**
 * The composer of a conversation or thread: its draft kept (draftMessages, synced), messages sent
 * through the outbox, what the server warns about told to the author, a refused message put back.
 */
export function ChatComposer({ actions, conversationId, parentId = null, people, onTyping, ...rest }: Props) {
  const { t } = useTranslation('chat');
  const { i18n } = useTranslation();
  const files = useComposerFiles(actions.scope.org, conversationId);
  const draft = useLiveQuery(
    async () => {
      const row = await localDb.draftMessages.get(draftKey(conversationId, parentId));
      return row && (row.parentId ?? null) === parentId && typeof row.body === 'string' ? row.body : '';
    },
    `draft:${conversationId}:${parentId}`,
    '',
  );

  const send = (text: string) => {
    const attachments = files.ready;
    // A message of files only still carries words: their names.
    const body =
      messagePlainText(text) === '' && attachments.length > 0
        ? JSON.stringify({
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: attachments.map((f) => f.name).join(', ') }],
              },
            ],
          })
        : text;
    files.clear();
    void actions.sendMessage({
      conversationId,
      body,
      parentId,
      attachments,
      onSent: (result, error) => {
        if (error) {
          void actions.saveDraft(conversationId, body, parentId);
          return;
        }
        for (const warning of result?.warnings ?? []) {
          const name = people.get(warning.userId)?.name ?? warning.message;
          toast.warning(t('warnings.cannotSee', { name }), { description: warning.message });
        }
      },
    });
  };

  return (
    <LazyComposer
      {...rest}
      key={draftKey(conversationId, parentId)}
      value={draft}
      onSend={send}
      onInput={onTyping}
      onFiles={(picked) => void files.add(picked)}
      hasContent={files.ready.length > 0 && files.uploading.length === 0}
      attachments={
        files.ready.length + files.uploading.length > 0 || files.error ? (
          <div className="chat-composer-files">
            {files.ready.map((file) => (
              <span key={file.id} className="chat-composer-file">
                <Paperclip size={13} aria-hidden="true" />
                <span className="chat-composer-file-name">{file.name}</span>
                <span className="chat-file-size">{formatBytes(file.size, i18n.language)}</span>
                <button
                  type="button"
                  className="chat-composer-file-remove"
                  aria-label={t('files.remove', { name: file.name })}
                  onClick={() => files.remove(file.id)}
                >
                  <X size={12} aria-hidden="true" />
                </button>
              </span>
            ))}
            {files.uploading.map((up) => (
              <span key={up.key} className="chat-composer-file" data-uploading="">
                <span className="chat-composer-file-name">{up.name}</span>
                <span className="chat-file-size" role="status">
                  {t('files.uploading', { percent: up.total ? Math.round((up.loaded / up.total) * 100) : 0 })}
                </span>
              </span>
            ))}
            {files.error && (
              <p className="chat-field-error" role="alert">
                {files.error}
              </p>
            )}
          </div>
        ) : null
      }
      onDraft={(body) => void actions.saveDraft(conversationId, body, parentId)}
      renderActions={(body, clear) => (
        <ScheduleMenu
          body={body}
          clear={clear}
          onSchedule={(text, at) =>
            void actions.scheduleMessage({ conversationId, body: text, parentId, sendAt: at.toISOString() })
          }
        />
      )}
    />
  );
}
