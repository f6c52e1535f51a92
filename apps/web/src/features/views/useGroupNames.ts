import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupNames } from '../tasks/groupTasks';

/** The group names of groupTasks in the interface language. */
export function useGroupNames(): GroupNames {
  const { t } = useTranslation(['views', 'tasks']);
  return useMemo(
    () => ({
      noStatus: t('views:groups.noStatus'),
      noAssignee: t('views:groups.noAssignee'),
      noOrbit: t('views:groups.noOrbit'),
      kind: { open: t('views:kind.open'), done: t('views:kind.done') },
      priority: {
        none: t('tasks:priority.none'),
        low: t('tasks:priority.low'),
        medium: t('tasks:priority.medium'),
        high: t('tasks:priority.high'),
        urgent: t('tasks:priority.urgent'),
      },
      due: {
        overdue: t('tasks:groups.overdue'),
        today: t('tasks:groups.today'),
        tomorrow: t('tasks:groups.tomorrow'),
        next7: t('tasks:groups.next7'),
        later: t('tasks:groups.later'),
        none: t('tasks:groups.none'),
      },
    }),
    [t],
  );
}
