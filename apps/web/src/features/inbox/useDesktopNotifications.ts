import { desktopNotificationKinds } from '@orbit/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SyncMember } from '../sync/schemas';
import { desktopOptedIn } from './desktopNotifications';
import { targetPath } from './targetPath';
import { useInbox } from './useInbox';

/**
 * While the tab is hidden, a new unread mention or direct message shows a desktop notification (when
 * the person opted in). Each notification is tagged with its row's id and latest event, so several
 * open tabs show it once; a click brings the tab forward on its target.
 */
export function useDesktopNotifications(
  org: string | undefined,
  workspaceId: string | undefined,
  members: SyncMember[],
) {
  const { t } = useTranslation('inbox');
  const navigate = useNavigate();
  const { entries, loaded } = useInbox(workspaceId);
  const seen = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const first = seen.current === null;
    const known = seen.current ?? new Map<string, string>();
    seen.current = known;
    for (const entry of entries) {
      const before = known.get(entry.id);
      known.set(entry.id, entry.updatedAt);
      if (first || before === entry.updatedAt || entry.readAt || !org) continue;
      if (!desktopNotificationKinds.includes(entry.kind) || !document.hidden || !desktopOptedIn()) continue;
      const actor = members.find((m) => m.userId === entry.actorId);
      const name = actor?.name || actor?.email || t('someone');
      const shown = new Notification(entry.task?.title || entry.title || t('title'), {
        body: `${t(`kind.${entry.kind}`, { actor: name })}${entry.excerpt ? `: ${entry.excerpt}` : ''}`,
        tag: `${entry.id}:${entry.updatedAt}`,
      });
      shown.onclick = () => {
        window.focus();
        navigate(targetPath(org, entry));
        shown.close();
      };
    }
  }, [entries, loaded, org, members, navigate, t]);
}
