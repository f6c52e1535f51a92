import UserMinus from 'lucide-react/icons/user-minus';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectPicker } from '../../ui/SelectPicker';
import type { Orbit, SyncMember } from '../sync/schemas';
import type { OrbitActions } from './orbitActions';
import { useOutcomeText } from './useOutcomeText';

type Props = {
  orbit: Orbit;
  /** The workspace's people. */
  members: SyncMember[];
  meId: string;
  canEdit: boolean;
  actions: Pick<OrbitActions, 'setMember'>;
  /** Called when the person removed themself from a private orbit (they no longer see it). */
  onLeftPrivate: () => void;
};

/**
 * Who is in the orbit, adding someone from the workspace and removing them. A private orbit is seen
 * by its members only; a public one by everyone but guests, so adding is how a guest gets in.
 */
export function OrbitMembersSection({ orbit, members, meId, canEdit, actions, onLeftPrivate }: Props) {
  const { t } = useTranslation('orbits');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const outcomeText = useOutcomeText();
  const [adding, setAdding] = useState('');
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const inOrbit = orbit.memberIds
    .map((userId) => members.find((m) => m.userId === userId) ?? { userId, name: null, email: null })
    .sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? ''));
  const outside = members
    .filter((m) => !orbit.memberIds.includes(m.userId))
    .sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? ''));
  const nameOf = (m: Pick<SyncMember, 'name' | 'email'>) => m.name || m.email || t('members.unknown');

  const run = async (userId: string, member: boolean) => {
    setError('');
    const outcome = await actions.setMember(orbit, userId, member);
    if (!outcome.ok) setError(outcomeText(outcome.error, 'userId'));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!adding) return setError(t('members.pickSomeone'));
    setAdding('');
    void run(adding, true);
  };
  const remove = (userId: string) => {
    if (userId === meId && orbit.visibility === 'private') return setLeaving(true);
    void run(userId, false);
  };

  return (
    <section className="orbit-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('members.title')}</h3>
      <p className="orbit-muted">
        {t(orbit.visibility === 'private' ? 'members.privateHint' : 'members.publicHint')}
      </p>
      {inOrbit.length === 0 ? (
        <p className="orbit-muted">{t('members.none')}</p>
      ) : (
        <ul className="orbit-member-list">
          {inOrbit.map((member) => (
            <li key={member.userId} className="orbit-member-row">
              <span className="orbit-member-name">
                {nameOf(member)}
                {member.userId === meId && <span className="orbit-muted"> {t('members.you')}</span>}
              </span>
              {'role' in member && member.role === 'guest' && (
                <span className="orbit-badge">{t('members.guest')}</span>
              )}
              {canEdit && (
                <button
                  type="button"
                  className="icon-button orbit-danger"
                  aria-label={t('members.remove', { name: nameOf(member) })}
                  onClick={() => remove(member.userId)}
                >
                  <UserMinus size={14} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="orbit-add-row" onSubmit={add} noValidate>
          <SelectPicker
            label={t('members.addLabel')}
            options={outside.map((member) => ({
              value: member.userId,
              label:
                member.role === 'guest' ? t('members.guestOption', { name: nameOf(member) }) : nameOf(member),
              avatar: { id: member.userId, name: nameOf(member), imageUrl: member.avatarUrl },
              keywords: member.email ? [member.email] : [],
            }))}
            value={adding}
            onChange={setAdding}
            placeholder={outside.length === 0 ? t('members.everyoneIn') : t('members.choose')}
            disabled={outside.length === 0}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            searchPlaceholder={tc('picker.search')}
            emptyText={tc('picker.noMatches')}
            width={260}
          />
          <button type="submit" className="orbit-button" disabled={outside.length === 0}>
            {t('members.add')}
          </button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="orbit-error">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('members.leaveTitle')}
        description={t('members.leaveText', { name: orbit.name })}
        confirmLabel={t('members.leaveConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setLeaving(false);
          void run(meId, false);
          onLeftPrivate();
        }}
      />
    </section>
  );
}
