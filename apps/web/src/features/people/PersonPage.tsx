import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { StatusIcon } from '../../ui/StatusIcon';
import { toast } from '../../ui/toast';
import { startCallWith } from '../sync/callsApi';
import type { Item } from '../sync/schemas';
import type { TaskData } from '../tasks/useTaskData';
import { hoursAhead, localTimeIn } from './localTime';
import type { Person } from './people';
import { usePresence } from './presence/presenceStore';
import { StatusLine } from './StatusLine';
import { startDm } from './startDm';
import { useNow } from './useNow';
import { useStatus } from './useStatus';
import './people.css';

type Props = { person: Person; org: string; workspaceId: string; meId: string; data: TaskData };

/** `/:org/:userId`: a person's profile, their local time, the tasks of theirs I can see, and a DM. */
export function PersonPage({ person, org, workspaceId, meId, data }: Props) {
  const { t, i18n } = useTranslation('people');
  const navigate = useNavigate();
  const now = useNow();
  const [opening, setOpening] = useState(false);
  const presence = usePresence(person.userId);
  const status = useStatus(person.userId);
  const trail = useMemo(
    () => [
      { key: 'people', label: t('directory.title'), to: `/${org}/people` },
      { key: 'person', label: person.name },
    ],
    [t, org, person.name],
  );
  useBreadcrumb(trail);
  useEffect(() => {
    useAppStore.getState().addRecent('people', { id: person.userId, wid: workspaceId });
  }, [person.userId, workspaceId]);

  const time = localTimeIn(person.timeZone, i18n.language, now);
  const ahead = person.timeZone ? hoursAhead(person.timeZone, now) : 0;
  const tasks = useMemo(
    () =>
      data.items
        .filter((item) => !item.deletedAt && item.assigneeIds.includes(person.userId))
        .sort((a, b) => Number(Boolean(a.completedAt)) - Number(Boolean(b.completedAt))),
    [data.items, person.userId],
  );
  const isMe = person.userId === meId;
  const groups = data.groups.filter((g) => g.memberIds.includes(person.userId));

  const [calling, setCalling] = useState(false);
  const call = async () => {
    setCalling(true);
    try {
      navigate(await startCallWith(org, [person.userId]));
    } catch {
      toast.error(t('person.callFailed'));
      setCalling(false);
    }
  };

  const message = async () => {
    setOpening(true);
    try {
      navigate(await startDm(org, person.userId));
    } catch {
      toast.error(t('person.messageFailed'));
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className="people-page person-page" aria-labelledby="person-name">
      <header className="person-header">
        <Avatar person={{ id: person.userId, name: person.name, imageUrl: person.avatarUrl }} size={72} />
        <div className="person-heading">
          <h1 id="person-name">{person.name}</h1>
          {person.title && <p className="person-title">{person.title}</p>}
          <StatusLine status={status} />
          <span className="people-role" data-role={person.role}>
            {t(`roles.${person.role}`)}
          </span>
        </div>
        {!isMe && (
          <div className="person-actions">
            <Button variant="primary" icon="message-square" loading={opening} onClick={() => void message()}>
              {t('person.message')}
            </Button>
            <Button variant="bordered" icon="phone" loading={calling} onClick={() => void call()}>
              {t('person.call')}
            </Button>
          </div>
        )}
      </header>
      <dl className="person-facts">
        <div>
          <dt>{t('person.presence')}</dt>
          <dd className="person-presence" data-presence={presence}>
            {t(`presence.${presence}`)}
          </dd>
        </div>
        <div>
          <dt>{t('person.localTime')}</dt>
          <dd>
            {time ? (
              <>
                {time}{' '}
                <span className="person-zone">
                  {person.timeZone}
                  {ahead > 0 && ` · ${t('person.hoursAhead', { count: ahead })}`}
                  {ahead < 0 && ` · ${t('person.hoursBehind', { count: -ahead })}`}
                </span>
              </>
            ) : (
              t('person.noTimeZone')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('person.email')}</dt>
          <dd>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('person.groups')}</dt>
          <dd>
            {groups.length === 0 ? (
              t('person.noGroups')
            ) : (
              <ul className="people-group-list">
                {groups.map((g) => (
                  <li key={g.id}>
                    <Link className="people-group-chip" to={`/${org}/${g.id}`}>
                      {g.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="person-tasks" className="person-section">
        <h2 id="person-tasks">{t('person.tasks', { count: tasks.length })}</h2>
        {tasks.length === 0 ? (
          <p className="people-muted">{t('person.noTasks')}</p>
        ) : (
          <ul className="person-tasks">
            {tasks.map((item) => (
              <PersonTask key={item.id} item={item} org={org} data={data} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function PersonTask({ item, org, data }: { item: Item; org: string; data: TaskData }) {
  const orbit = data.orbits.find((o) => o.id === item.orbitId);
  const status = orbit?.statuses.find((s) => s.id === item.statusId);
  return (
    <li>
      <Link className="person-task" to={`/${org}/${item.orbitId}/${item.id}`}>
        <StatusIcon
          kind={status?.kind ?? (item.completedAt ? 'done' : 'open')}
          color={status?.color ?? undefined}
        />
        <span className="person-task-title">{item.title}</span>
        {orbit && <span className="people-muted">{orbit.name}</span>}
      </Link>
    </li>
  );
}
