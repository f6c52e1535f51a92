import { useTranslation } from 'react-i18next';
import { readApiError } from './readApiError';

/**
 * Turns a failed call into one sentence for a toast or an alert: the server's message when it gave
 * one, otherwise a translated "could not reach the server" or "something went wrong".
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('members');
  return (error) => {
    const { message } = readApiError(error);
    if (message) return message;
    return error instanceof TypeError ? t('errors.network') : t('errors.generic');
  };
}
