import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { SlugStatus } from './useSlugAvailability';
import './authStrings';

type SlugStatusHintProps = { status: SlugStatus; onUseSuggestion: (slug: string) => void };

/** What the availability check said about the address, with the server's suggestion when it is taken. */
export function SlugStatusHint({ status, onUseSuggestion }: SlugStatusHintProps) {
  const { t } = useTranslation('auth');
  switch (status.state) {
    case 'checking':
      return <span aria-live="polite">{t('workspace.checking')}</span>;
    case 'available':
      return (
        <span aria-live="polite" className="auth-hint--good">
          {t('workspace.available')}
        </span>
      );
    case 'taken': {
      const { suggestion } = status;
      if (!suggestion) {
        return (
          <span aria-live="polite" className="auth-hint--bad">
            {t('workspace.taken')}
          </span>
        );
      }
      return (
        <span aria-live="polite" className="auth-hint--bad">
          {t('workspace.takenSuggestion', { suggestion })}{' '}
          <Button type="button" variant="primary-text" onClick={() => onUseSuggestion(suggestion)}>
            {t('workspace.useSuggestion', { suggestion })}
          </Button>
        </span>
      );
    }
    default:
      return <span aria-live="polite" />;
  }
}
