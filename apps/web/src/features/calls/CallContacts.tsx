import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Input } from '../../ui/Input';
import { toast } from '../../ui/toast';
import { personMatches, sortPeople } from '../people/people';
import { usePresenceStore } from '../people/presence/presenceStore';
import { usePeople } from '../people/usePeople';
import { startCallWith } from '../sync/callsApi';
import './calls.css';

type Props = { org: string; workspaceId: string; meId: string };

/** `/:org/meetings` (calls-contacts): the people to call, with search, and a new meeting. */
export function CallContacts({ org, workspaceId, meId }: Props) {
  const { t, i18n } = useTranslation(['calls', 'people']);
  const navigate = useNavigate();
  const { people } = usePeople(workspaceId);
  // Who is here now (the workspace's presence, kept current by PresenceProvider): a dot and a word.
  const presence = usePresenceStore((s) => s.states);
  const [query, setQuery] = useState('');
  const [starting, setStarting] = useState<string | null>(null);
  useBreadcrumb(useMemo(() => [{ key: 'meetings', label: t('contacts.title') }], [t]));
  const shown = useMemo(
    () =>
      sortPeople(
        people.filter((p) => p.userId !== meId && personMatches(p, query)),
        i18n.language,
      ),
    [people, meId, query, i18n.language],
  );

  const call = async (key: string, userIds: string[]) => {
    setStarting(key);
    try {
      navigate(await startCallWith(org, userIds));
    } catch {
      toast.error(t('contacts.startFailed'));
      setStarting(null);
    }
  };

  return (
    <section className="calls-page" aria-labelledby="calls-contacts-title">
      <header className="calls-header">
        <h1 id="calls-contacts-title">{t('contacts.title')}</h1>
        <Button
          variant="primary"
          icon="phone"
          loading={starting === 'new'}
          onClick={() => void call('new', [])}
        >
          {t('contacts.newMeeting')}
        </Button>
        <Link className="call-link" to={`/${org}/meetings/history`}>
          {t('contacts.history')}
        </Link>
      </header>
      <p className="calls-intro">{t('contacts.intro')}</p>
      <Input
        type="search"
        aria-label={t('contacts.search')}
        placeholder={t('contacts.searchPlaceholder')}
        value={query}
        onValueChange={setQuery}
        showLabelIcon
        className="calls-search"
      />
      {shown.length === 0 ? (
        <EmptyState icon="users" title={t('contacts.none')} />
      ) : (
        <ul className="calls-list" aria-label={t('contacts.listLabel')}>
          {shown.map((person) => {
            const state = presence[person.userId] ?? 'offline';
            return (
              <li key={person.userId} className="calls-row">
                <Avatar
                  person={{ id: person.userId, name: person.name, imageUrl: person.avatarUrl }}
                  size={32}
                />
                <div className="calls-row-main">
                  <span className="calls-row-title">{person.name}</span>
                  <span className="calls-row-meta">{person.title || person.email}</span>
                </div>
                <span className="calls-presence" data-presence={state}>
                  {t(`people:presence.${state}`)}
                </span>
                <Button
                  variant="bordered"
                  size="sm"
                  icon="phone"
                  loading={starting === person.userId}
                  aria-label={t('contacts.callName', { name: person.name })}
                  onClick={() => void call(person.userId, [person.userId])}
                >
                  {t('contacts.call')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
