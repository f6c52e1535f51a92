import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { IconButton } from '../../ui/IconButton';
import { Picker } from '../../ui/Picker';
import { toast } from '../../ui/toast';
import type { Group } from '../sync/schemas';
import { GroupNameDialog } from './GroupNameDialog';
import { peopleDirectoryId, sortPeople } from './people';
import type { GroupContext } from './useGroupActions';
import { usePeople } from './usePeople';
import './people.css';

type Props = { group: Group; groups: Group[]; org: string; workspaceId: string; ctx: GroupContext };

/** `/:org/:groupId`: a group's members; its creator, owners and admins rename it, change them, delete it. */
export function GroupPage({ group, groups, org, workspaceId, ctx }: Props) {
  const { t, i18n } = useTranslation('people');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const { people } = usePeople(workspaceId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const manage = ctx.canManage(group);
  const trail = useMemo(
    () => [
      { key: 'people', label: t('directory.title'), to: `/${org}/${peopleDirectoryId}` },
      { key: 'group', label: group.name },
    ],
    [t, org, group.name],
  );
  useBreadcrumb(trail);
  const members = sortPeople(
    people.filter((p) => group.memberIds.includes(p.userId)),
    i18n.language,
  );
  // What was just picked, until the stored group says what it is now: two quick picks each start from
  // the one before, not from a row the first pick's write has not reached yet (which would undo it).
  const [picked, setPicked] = useState<{ ids: string[]; over: string[] } | null>(null);
  const chosenIds = picked?.over === group.memberIds ? picked.ids : group.memberIds;
  const setMembers = async (memberIds: string[]) => {
    setPicked({ ids: memberIds, over: group.memberIds });
    const result = await ctx.actions.updateGroup(group, { memberIds });
    if (!result.ok) toast.error(t('groups.saveFailed'));
  };
  const remove = async () => {
    setDeleting(false);
    navigate(`/${org}/${peopleDirectoryId}`);
    const result = await ctx.actions.deleteGroup(group);
    if (!result.ok) toast.error(t('groups.saveFailed'));
  };

  return (
    <section className="people-page" aria-labelledby="group-name">
      <header className="person-header">
        <div className="person-heading">
          <h1 id="group-name">{group.name}</h1>
          <span className="people-muted">{t('groups.memberCount', { count: members.length })}</span>
        </div>
        {manage && (
          <div className="person-actions">
            <Picker
              multiple
              label={t('groups.members')}
              options={sortPeople(people, i18n.language).map((p) => ({
                value: p.userId,
                label: p.name,
                keywords: [p.email],
                avatar: { id: p.userId, name: p.name, imageUrl: p.avatarUrl },
              }))}
              value={chosenIds}
              onChange={(ids) => void setMembers(ids)}
              searchPlaceholder={tCommon('picker.search')}
              emptyText={tCommon('picker.noMatches')}
            >
              <Button variant="primary" icon="user-plus">
                {t('groups.editMembers')}
              </Button>
            </Picker>
            <Button variant="bordered" onClick={() => setRenaming(true)}>
              {t('groups.rename')}
            </Button>
            <Button variant="alert" onClick={() => setDeleting(true)}>
              {t('groups.delete')}
            </Button>
          </div>
        )}
      </header>
      {members.length === 0 ? (
        <p className="people-muted">{t('groups.empty')}</p>
      ) : (
        <ul className="people-list" aria-label={t('groups.members')}>
          {members.map((person) => (
            <li key={person.userId} className="group-member">
              <Link className="people-row" to={`/${org}/${person.userId}`}>
                <Avatar
                  person={{ id: person.userId, name: person.name, imageUrl: person.avatarUrl }}
                  size={32}
                />
                <span className="people-row-main">
                  <span className="people-row-name">{person.name}</span>
                  <span className="people-row-title">{person.title || person.email}</span>
                </span>
              </Link>
              {manage && (
                <IconButton
                  icon="x"
                  aria-label={t('groups.removeMember', { name: person.name })}
                  onClick={() => void setMembers(group.memberIds.filter((id) => id !== person.userId))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <GroupNameDialog
        open={renaming}
        onOpenChange={setRenaming}
        group={group}
        groups={groups}
        onSave={(name) => ctx.actions.updateGroup(group, { name })}
      />
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        alert
        size="sm"
        title={t('groups.deleteTitle', { name: group.name })}
        description={t('groups.deleteBody')}
        closeLabel={t('groups.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              {t('groups.cancel')}
            </Button>
            <Button variant="alert" onClick={() => void remove()}>
              {t('groups.delete')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}
