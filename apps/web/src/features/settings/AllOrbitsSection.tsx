import type { OverseenOrbit } from '@orbit/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useErrorText } from '../members/useErrorText';
import { useAllOrbits, useJoinOrbit } from './useAllOrbits';
import styles from './WorkspaceSettingsTab.module.css';
import './workspaceSettingsStrings';

/**
 * Settings → All orbits (owners and admins): every orbit of the workspace, private ones included, so
 * nobody can hide one from the people who run it; Join makes the owner or admin a member of it.
 */
export function AllOrbitsSection({ slug }: { slug: string }) {
  const { t } = useTranslation('workspaceSettings');
  const titleId = useId();
  const errorText = useErrorText();
  const orbits = useAllOrbits(slug);
  const join = useJoinOrbit(slug);

  const onJoin = (orbit: OverseenOrbit) =>
    join.mutate(orbit, {
      onSuccess: () => toast.success(t('orbits.joined', { name: orbit.name })),
      onError: (error) => toast.error(errorText(error)),
    });

  const body = () => {
    if (orbits.isPending) return <p role="status">{t('orbits.loading')}</p>;
    if (orbits.isError) {
      return (
        <div role="alert">
          <p>{t('orbits.loadFailed', { reason: errorText(orbits.error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void orbits.refetch()}>
            {t('orbits.retry')}
          </Button>
        </div>
      );
    }
    if (orbits.data.length === 0) return <p className={styles.hint}>{t('orbits.empty')}</p>;
    return (
      <ul className={styles.orbitList} aria-labelledby={titleId}>
        {orbits.data.map((orbit) => (
          <li key={orbit.id} className={styles.orbitRow} data-testid="all-orbits-row">
            <span className={styles.orbitName}>{orbit.name}</span>
            <Badge>{t(`orbits.visibility.${orbit.visibility}`)}</Badge>
            {orbit.archived && <Badge>{t('orbits.archived')}</Badge>}
            <span className={styles.hint}>{t('orbits.members', { count: orbit.memberCount })}</span>
            {orbit.joined ? (
              <span className={styles.hint}>{t('orbits.isMember')}</span>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('orbits.joinNamed', { name: orbit.name })}
                loading={join.isPending && join.variables?.id === orbit.id}
                onClick={() => onJoin(orbit)}
              >
                {t('orbits.join')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('orbits.title')}</h3>
      <p className={styles.hint}>{t('orbits.hint')}</p>
      {body()}
    </section>
  );
}
