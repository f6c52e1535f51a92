import type { WorkspaceSummary } from '@orbit/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './WorkspaceSettingsTab.module.css';
import './workspaceSettingsStrings';

/** Name and address, read-only, for members and guests. */
export function WorkspaceFacts({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaceSettings');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('details.title')}</h3>
      <dl className="settings-facts">
        <dt>{t('details.name')}</dt>
        <dd>{workspace.name}</dd>
        <dt>{t('details.slug')}</dt>
        <dd>{`${window.location.origin}/${workspace.slug}`}</dd>
      </dl>
      <p className={styles.hint}>{t('details.readOnly')}</p>
    </section>
  );
}
