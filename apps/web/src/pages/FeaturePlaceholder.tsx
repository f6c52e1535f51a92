import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonLook } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import type { IconName } from '../ui/Icon';

export type PlaceholderFeature = 'chat' | 'person' | 'inbox' | 'meetings' | 'callHistory' | 'call';

const icons: Record<PlaceholderFeature, IconName> = {
  chat: 'messages',
  person: 'message-circle',
  inbox: 'inbox',
  meetings: 'phone',
  callHistory: 'history',
  call: 'video',
};

/**
 * A screen whose feature is still being built: says what will be here and offers the way to what
 * works today (tasks), instead of a bare heading.
 */
export function FeaturePlaceholder({ feature }: { feature: PlaceholderFeature }) {
  const { t } = useTranslation('shell');
  const { org } = useParams();
  const title = t(`placeholder.${feature}.title`);
  useEffect(() => {
    document.title = `${title} · Orbit`;
  }, [title]);
  return (
    <main className="feature-placeholder" style={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <EmptyState
        icon={icons[feature]}
        size="page"
        headingLevel={1}
        title={title}
        description={t(`placeholder.${feature}.description`)}
        action={
          org && (
            <Link to={`/${org}/my-tasks`} {...buttonLook('secondary')}>
              {t('placeholder.toTasks')}
            </Link>
          )
        }
      />
    </main>
  );
}
