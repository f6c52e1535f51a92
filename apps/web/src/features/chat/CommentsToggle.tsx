import MessageSquare from 'lucide-react/icons/message-square';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import { useIsMobile } from '../../ui/useIsMobile';
import { openMobileTaskConversation } from './mobileTaskConversation';

/**
 * The task panel's switch for its conversation beside it (`attachedConvoEnabled`); on phones, the
 * button that opens the conversation over the panel.
 */
export function CommentsToggle({ taskId }: { taskId: string }) {
  const { t } = useTranslation('chat');
  const enabled = useAppStore((s) => s.attachedConvoEnabled);
  const setState = useAppStore((s) => s.set);
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <button
        type="button"
        className="icon-button task-comments-toggle"
        aria-label={t('task.show')}
        title={t('task.show')}
        onClick={() => openMobileTaskConversation(taskId)}
      >
        <MessageSquare size={16} aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="icon-button task-comments-toggle"
      aria-pressed={enabled}
      aria-label={t('task.show')}
      title={t('task.show')}
      onClick={() => setState('attachedConvoEnabled', !enabled)}
    >
      <MessageSquare size={16} aria-hidden="true" />
    </button>
  );
}
