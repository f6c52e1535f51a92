import type { Role } from '@orbit/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageCrumb } from '../../lib/breadcrumbStore';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Input } from '../../ui/Input';
import { SelectPicker } from '../../ui/SelectPicker';
import { SkeletonRows } from '../../ui/Skeleton';
import type { Group } from '../sync/schemas';
import { GroupNameDialog } from './GroupNameDialog';
import { localTimeIn } from './localTime';
import { personMatches, sortPeople } from './people';
import { StatusLine } from './StatusLine';
import type { GroupContext } from './useGroupActions';
import { useNow } from './useNow';
import { usePeople } from './usePeople';
import { useStatuses } from './useStatus';
import './people.css';

type Props = { workspaceId: string; org: string; groups: Group[]; ctx: GroupContext };

const roleFilters = ['all', 'owner', 'admin', 'member', 'guest'] as const;
type RoleFilter = (typeof roleFilters)[number];

/** `/:org/people`: everyone in the workspace, searched by name, title or e-mail and filtered by role. */
export function PeopleDirectory({ workspaceId, org, groups, ctx }: Props) {
  const { t, i18n } = useTranslation('people');
  const { t: tCommon } = useTranslation('common');
  usePageCrumb(t('directory.title'));
  const { people, loaded } = usePeople(workspaceId);
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [groupId, setGroupId] = useState('all');
  const [naming, setNaming] = useState(false);
  const navigate = useNavigate();
  const inGroup = groups.find((g) => g.id === groupId);
  const now = useNow();
  const statuses = useStatuses();
  const shown = useMemo(
    () =>
      sortPeople(
        people.filter(
          (p) =>
            (role === 'all' || p.role === role) &&
            (!inGroup || inGroup.memberIds.includes(p.userId)) &&
            personMatches(p, query),
        ),
        i18n.language,
      ),
    [people, role, inGroup, query, i18n.language],
  );
  return (
    <section className="people-page" aria-labelledby="people-title">
      <header className="people-header">
        <h1 id="people-title">{t('directory.title')}</h1>
        <span className="people-count">{t('directory.count', { count: people.length })}</span>
      </header>
      <div className="people-filters">
        <Input
          type="search"
          aria-label={t('directory.search')}
          placeholder={t('directory.searchPlaceholder')}
          value={query}
          onValueChange={setQuery}
          showLabelIcon
          className="people-search"
        />
        <SelectPicker
          label={t('directory.role')}
          value={role}
          onChange={(value) => setRole(value as RoleFilter)}
          options={roleFilters.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          searchPlaceholder={tCommon('picker.search')}
          emptyText={tCommon('picker.noMatches')}
        />
        {groups.length > 0 && (
          <SelectPicker
            label={t('directory.group')}
            value={inGroup ? groupId : 'all'}
            onChange={setGroupId}
            options={[
              { value: 'all', label: t('directory.allGroups') },
              ...groups.map((g) => ({ value: g.id, label: g.name, icon: 'users' as const })),
            ]}
            searchPlaceholder={tCommon('picker.search')}
            emptyText={tCommon('picker.noMatches')}
          />
        )}
      </div>
      <section className="people-groups" aria-labelledby="groups-title">
        <div className="people-groups-head">
          <h2 id="groups-title">{t('groups.title')}</h2>
          {ctx.canCreate && (
            <Button size="sm" variant="bordered" icon="plus" onClick={() => setNaming(true)}>
              {t('groups.new')}
            </Button>
          )}
        </div>
        {groups.length === 0 ? (
          <p className="people-muted">{t('groups.none')}</p>
        ) : (
          <ul className="people-group-list">
            {groups.map((g) => (
              <li key={g.id}>
                <Link className="people-group-chip" to={`/${org}/${g.id}`}>
                  {g.name} <span className="people-muted">{g.memberIds.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <GroupNameDialog
        open={naming}
        onOpenChange={setNaming}
        groups={groups}
        onSave={(name) => {
          const { id, settled } = ctx.actions.createGroup(name, []);
          void settled.then((result) => {
            if (result.ok) navigate(`/${org}/${id}`);
          });
          return settled;
        }}
      />
      {!loaded ? (
        <SkeletonRows label={t('directory.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState icon="users" title={t('directory.none')} description={t('directory.noneHint')} />
      ) : (
        <ul className="people-list" aria-label={t('directory.listLabel')}>
          {shown.map((person) => {
            const time = localTimeIn(person.timeZone, i18n.language, now);
            return (
              <li key={person.userId}>
                <Link className="people-row" to={`/${org}/${person.userId}`}>
                  <Avatar
                    person={{ id: person.userId, name: person.name, imageUrl: person.avatarUrl }}
                    size={32}
                  />
                  <span className="people-row-main">
                    <span className="people-row-name">
                      {person.name} <StatusLine status={statuses.get(person.userId) ?? null} />
                    </span>
                    <span className="people-row-title">{person.title || person.email}</span>
                  </span>
                  {time && <span className="people-row-time">{t('person.localTimeShort', { time })}</span>}
                  <span className="people-role" data-role={person.role satisfies Role}>
                    {t(`roles.${person.role}`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
