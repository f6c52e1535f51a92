import { canManagePlan, type Plan, type WorkspaceSummary } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { useErrorText } from '../members/useErrorText';
import { useChangePlan } from './useChangePlan';
import './workspaceSettingsStrings';

/**
 * Switching the workspace's plan from any plan chooser (the plan section, a paid theme's 'Upgrade Now'):
 * the owner gets a function that saves and says so; anyone else gets undefined (the chooser only compares).
 */
export function usePlanChoice(workspace: WorkspaceSummary | undefined): {
  /** Saves the plan; `onSaved` runs once the server took it (a refusal is shown as a toast). */
  choose: ((plan: Plan, onSaved?: () => void) => void) | undefined;
  pending: boolean;
} {
  const { t } = useTranslation('workspaceSettings');
  const errorText = useErrorText();
  const change = useChangePlan(workspace?.slug ?? '');
  if (!workspace || !canManagePlan(workspace.role)) return { choose: undefined, pending: false };
  const choose = (plan: Plan, onSaved?: () => void) => {
    if (change.isPending) return;
    change.mutate(plan, {
      onSuccess: (saved) => {
        onSaved?.();
        toast.success(t('plan.changed', { plan: t(`plan.names.${saved.plan}`) }));
      },
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return { choose, pending: change.isPending };
}
