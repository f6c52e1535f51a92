import type { WorkspaceSummary } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import styles from './WorkspaceSettingsTab.module.css';

/** Name and address, read-only, for members and guests. */
export function WorkspaceFacts({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaceSettings');
  return (
    <section className={styles.section} aria-labelledby="workspace-details-title">
      <h3 id="workspace-details-title">{t('details.title')}</h3>
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
