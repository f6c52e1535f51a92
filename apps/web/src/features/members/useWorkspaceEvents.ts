import {
  type MeDto,
  type MemberDto,
  memberRemovedEventSchema,
  memberUpdatedEventSchema,
  workspaceEvents,
  workspaceUpdatedEventSchema,
} from '@orbit/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { meQueryKey } from '../account/useMe';
import { syncSocket } from '../sync/syncSocket';
import { memberQueryKeys } from './memberQueryKeys';

/** One toast per ended membership: leaving replaces the "removed" one with its own words. */
export const membershipEndedToastId = (workspaceId: string) => `membership-ended-${workspaceId}`;

function meOf(queryClient: QueryClient): MeDto | undefined {
  return queryClient.getQueryData<MeDto>(meQueryKey);
}

function setWorkspaces(queryClient: QueryClient, change: (list: MeDto['workspaces']) => MeDto['workspaces']) {
  queryClient.setQueryData<MeDto>(meQueryKey, (me) =>
    me ? { ...me, workspaces: change(me.workspaces) } : me,
  );
}

/**
 * Applies `member.updated`, `member.removed` and `workspace.updated` from the socket to the cached
 * `me` and member lists, so a change someone else makes shows without a reload. The author's own
 * client gets the same events; applying them twice changes nothing.
 */
export function useWorkspaceEvents(): void {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Handlers outlive renders; they read the page's current address through this.
  const here = useRef(location);
  here.current = location;
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let disposed = false;
    const openSlug = () => here.current.pathname.split('/')[1] ?? '';

    const onMemberUpdated = (payload: unknown) => {
      const parsed = memberUpdatedEventSchema.safeParse(payload);
      const me = meOf(queryClient);
      if (!parsed.success || !me) return;
      const { workspaceId, member } = parsed.data;
      const workspace = me.workspaces.find((w) => w.id === workspaceId);
      if (!workspace) return;
      const key = memberQueryKeys.members(workspace.slug);
      const list = queryClient.getQueryData<MemberDto[]>(key);
      if (list?.some((row) => row.userId === member.userId)) {
        queryClient.setQueryData<MemberDto[]>(key, (rows) =>
          rows?.map((row) => (row.userId === member.userId ? member : row)),
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (member.userId === me.user.id) {
        setWorkspaces(queryClient, (all) =>
          all.map((w) => (w.id === workspaceId ? { ...w, role: member.role } : w)),
        );
      }
    };

    const onMemberRemoved = (payload: unknown) => {
      const parsed = memberRemovedEventSchema.safeParse(payload);
      const me = meOf(queryClient);
      if (!parsed.success || !me) return;
      const { workspaceId, userId } = parsed.data;
      const workspace = me.workspaces.find((w) => w.id === workspaceId);
      if (!workspace) return;
      queryClient.setQueryData<MemberDto[]>(memberQueryKeys.members(workspace.slug), (rows) =>
        rows?.filter((row) => row.userId !== userId),
      );
      if (userId !== me.user.id) return;
      setWorkspaces(queryClient, (all) => all.filter((w) => w.id !== workspaceId));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.info(translate.current('events.removedYou', { workspace: workspace.name }), {
        id: membershipEndedToastId(workspaceId),
      });
      if (openSlug() === workspace.slug) void navigate('/', { replace: true });
    };

    const onWorkspaceUpdated = (payload: unknown) => {
      const parsed = workspaceUpdatedEventSchema.safeParse(payload);
      const me = meOf(queryClient);
      if (!parsed.success || !me) return;
      const { workspaceId, workspace: next } = parsed.data;
      const previous = me.workspaces.find((w) => w.id === workspaceId);
      if (!previous) return;
      setWorkspaces(queryClient, (all) =>
        all.map((w) => (w.id === workspaceId ? { ...next, role: w.role } : w)),
      );
      // Someone renamed the address of the workspace on screen: follow it, the rest of the URL kept.
      if (previous.slug !== next.slug && openSlug() === previous.slug) {
        const { pathname, search, hash } = here.current;
        const rest = pathname.slice(previous.slug.length + 1);
        void navigate(`/${next.slug}${rest}${search}${hash}`, { replace: true });
      }
    };

    const handlers: [string, (payload: unknown) => void][] = [
      [workspaceEvents.memberUpdated, onMemberUpdated],
      [workspaceEvents.memberRemoved, onMemberRemoved],
      [workspaceEvents.workspaceUpdated, onWorkspaceUpdated],
    ];
    syncSocket.whenOpen((socket) => {
      if (disposed) return;
      for (const [event, handler] of handlers) socket.on(event, handler);
    });
    return () => {
      disposed = true;
      for (const [event, handler] of handlers) syncSocket.current?.off(event, handler);
    };
  }, [queryClient, navigate]);
}
