import {
  type ChangeDto,
  type MeDto,
  type MemberDto,
  parseEntityData,
  syncChangeEvent,
  type WorkspaceDto,
} from '@orbit/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { meQueryKey } from '../account/useMe';
import { onServerEvent, syncSocket } from '../sync/syncSocket';
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
 * Applies the `member` and `workspace` changes of every workspace of mine (`sync.change`) to the cached
 * `me` and member lists, so a change someone else makes shows without a reload: a member upsert (joined,
 * new role, new name), a member delete (left or removed), a workspace upsert (renamed, new plan) and the
 * workspace delete sent to me alone when I was removed. The author's own client gets the same changes;
 * applying them twice changes nothing. (The local `users` table follows the same changes through the
 * sync engine.)
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

    const onMemberUpdated = (workspaceId: string, member: MemberDto) => {
      const me = meOf(queryClient);
      if (!me) return;
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

    const onMemberRemoved = (workspaceId: string, userId: string) => {
      const me = meOf(queryClient);
      if (!me) return;
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

    const onWorkspaceUpdated = (workspaceId: string, next: WorkspaceDto) => {
      const me = meOf(queryClient);
      if (!me) return;
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

    const onChange = ({ workspaceId, entity, op, id, data }: ChangeDto) => {
      if (entity === 'member') {
        if (op === 'delete') return onMemberRemoved(workspaceId, id);
        const member = parseEntityData('member', data);
        if (member) onMemberUpdated(workspaceId, member);
      } else if (entity === 'workspace') {
        // A workspace delete is sent to me alone: I am no longer in it.
        const me = meOf(queryClient);
        if (op === 'delete') return me ? onMemberRemoved(workspaceId, me.user.id) : undefined;
        const workspace = parseEntityData('workspace', data);
        if (workspace) onWorkspaceUpdated(workspaceId, workspace);
      }
    };

    let stop: (() => void) | undefined;
    syncSocket.whenOpen((socket) => {
      if (disposed) return;
      stop = onServerEvent(socket, syncChangeEvent, onChange);
    });
    return () => {
      disposed = true;
      stop?.();
    };
  }, [queryClient, navigate]);
}
