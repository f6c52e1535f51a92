import type { MeDto, MemberDto, WorkspaceSummary } from '@orbit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { meQueryKey } from '../account/useMe';
import { MemberRow } from './MemberRow';
import styles from './members.module.css';
import { useChangeMemberRole } from './useChangeMemberRole';
import { useErrorText } from './useErrorText';
import { useMembers } from './useMembers';
import { useRemoveMember } from './useRemoveMember';
import { membershipEndedToastId } from './useWorkspaceEvents';

type Props = { workspace: WorkspaceSummary; currentUserId: string | undefined };

/** Everyone in the workspace with their role; owners and admins change roles and remove people. */
export function MembersSection({ workspace, currentUserId }: Props) {
  const { t } = useTranslation('members');
  const titleId = useId();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useMembers(workspace.slug);
  const changeRole = useChangeMemberRole(workspace.slug, currentUserId);
  const remove = useRemoveMember(workspace.slug);
  const [confirming, setConfirming] = useState<MemberDto | null>(null);
  const leaving = confirming !== null && confirming.userId === currentUserId;

  const closeConfirm = (open: boolean) => {
    if (open) return;
    setConfirming(null);
    remove.reset();
  };

  const confirmRemoval = () => {
    if (!confirming) return;
    const name = confirming.name || confirming.email;
    remove.mutate(confirming.userId, {
      onSuccess: () => {
        setConfirming(null);
        if (!leaving) {
          toast.success(t('remove.done', { name }));
          return;
        }
        // Same id as the socket's "no longer a member" toast, so the person sees only this one.
        toast.success(t('leave.done', { workspace: workspace.name }), {
          id: membershipEndedToastId(workspace.id),
        });
        // Drop the workspace from the cache first, so `/` does not open the one just left.
        queryClient.setQueryData<MeDto>(meQueryKey, (me) =>
          me ? { ...me, workspaces: me.workspaces.filter((w) => w.id !== workspace.id) } : me,
        );
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void navigate('/', { replace: true });
      },
    });
  };

  const renderList = () => {
    if (members.isPending) {
      return (
        <p role="status" className={styles.status}>
          {t('members.loading')}
        </p>
      );
    }
    if (members.isError) {
      return (
        <div role="alert">
          <p>{t('members.loadFailed', { reason: errorText(members.error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
            {t('retry')}
          </Button>
        </div>
      );
    }
    return (
      <ul className={styles.list} aria-labelledby={titleId}>
        {members.data.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            viewerRole={workspace.role}
            isSelf={member.userId === currentUserId}
            busy={changeRole.isPending && changeRole.variables.userId === member.userId}
            onRemove={() => setConfirming(member)}
            onRoleChange={(role) =>
              changeRole.mutate(
                { userId: member.userId, role },
                {
                  onSuccess: (changed) =>
                    toast.success(
                      t('members.roleChanged', {
                        name: changed.name || changed.email,
                        role: t(`roles.${changed.role}`),
                      }),
                    ),
                  onError: (error) => toast.error(errorText(error)),
                },
              )
            }
          />
        ))}
      </ul>
    );
  };

  const name = confirming ? confirming.name || confirming.email : '';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('members.title')}
        {members.data && <span className={styles.you}>({members.data.length})</span>}
      </h3>
      {renderList()}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={closeConfirm}
        title={leaving ? t('leave.title', { workspace: workspace.name }) : t('remove.title', { name })}
        description={leaving ? t('leave.body') : t('remove.body', { name, workspace: workspace.name })}
        confirmLabel={leaving ? t('leave.confirm') : t('remove.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmRemoval}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
      />
    </section>
  );
}
