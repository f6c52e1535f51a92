import { useTranslation } from 'react-i18next';

/** Stands in for a part of the page whose code could not be fetched (offline), with a way to retry. */
export function LazyFailureNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="lazy-failure">
      {t('lazyFailed.text')}{' '}
      <button type="button" className="lazy-failure-retry" onClick={onRetry}>
        {t('lazyFailed.retry')}
      </button>
    </p>
  );
}
