import { useAppStore } from '../../lib/appStore';
import { useIsMobile } from '../../ui/useIsMobile';
import { LazyTaskConversation } from './LazyTaskConversation';
import { closeMobileTaskConversation, useMobileTaskConversation } from './mobileTaskConversation';

type TaskLike = {
  id: string;
  clientId?: string | null;
  title: string;
  orbitId: string;
  deletedAt?: string | null;
};

/**
 * The open task's conversation beside its panel, while `attachedConvoEnabled`; on phones, over the
 * panel once its Comments button opened it (for that task).
 */
export function AttachedConversation({ taskId, items }: { taskId: string; items: readonly TaskLike[] }) {
  const enabled = useAppStore((s) => s.attachedConvoEnabled);
  const mobileFor = useMobileTaskConversation((s) => s.openFor);
  const isMobile = useIsMobile();
  const item = items.find((i) => i.id === taskId || i.clientId === taskId);
  // A task still under its temporary id has no conversation on the server yet.
  if (!item || item.deletedAt || item.id.includes('-')) return null;
  if (isMobile) {
    if (mobileFor !== item.id && mobileFor !== taskId) return null;
    return (
      <LazyTaskConversation
        taskId={item.id}
        taskTitle={item.title}
        orbitId={item.orbitId}
        onClose={closeMobileTaskConversation}
      />
    );
  }
  if (!enabled) return null;
  return <LazyTaskConversation taskId={item.id} taskTitle={item.title} orbitId={item.orbitId} />;
}
