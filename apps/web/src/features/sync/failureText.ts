import { i18next } from '../../lib/i18n/i18n';
import type { FailedWrite } from './outboxRecords';

/** What a failed write is called and why it failed, in the person's language. */
export function failureText(failure: FailedWrite): { title: string; reason: string } {
  const title = failure.label
    ? i18next.t('sync:failed.title', { label: failure.label })
    : i18next.t('sync:failed.titleUnnamed');
  const values = { status: failure.status };
  // A server failure says it was tried again (its message alone reads like a one-off); a refusal is
  // the server's own words when it gave some.
  const reason =
    failure.status >= 500
      ? [i18next.t('sync:failed.server', values), failure.message].filter(Boolean).join(' ')
      : (failure.message ?? i18next.t('sync:failed.refused', values));
  return { title, reason };
}
