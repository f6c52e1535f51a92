import { useTranslation } from 'react-i18next';
import { readApiError } from '../members/readApiError';

/**
 * A refused or failed write as one sentence: the server's words for the field asked for (or its
 * message), else a translated "could not reach the server" / "something went wrong".
 */
export function useOutcomeText(): (error: unknown, field?: string) => string {
  const { t } = useTranslation('orbits');
  return (error, field) => {
    const { message, fields } = readApiError(error);
    const text = (field && fields[field]) || message;
    if (text) return text;
    return error instanceof TypeError ? t('errors.network') : t('errors.generic');
  };
}
