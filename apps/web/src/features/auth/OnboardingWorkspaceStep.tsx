import type { WorkspaceKind } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { onboardingNextPath } from './onboardingNextPath';
import { useAdvanceOnboarding } from './useAdvanceOnboarding';
import { isUseCase } from './useCases';
import { WorkspaceForm } from './WorkspaceForm';
import './authStrings';

/** Onboarding step: the first workspace. A team goes on to invite people; a personal one is ready. */
export function OnboardingWorkspaceStep({ kind }: { kind: WorkspaceKind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const useCase = params.get('useCase');
  const advance = useAdvanceOnboarding();
  return (
    <AuthLayout
      title={kind === 'team' ? t('workspace.teamTitle') : t('workspace.personalTitle')}
      subtitle={t('workspace.subtitle')}
    >
      <WorkspaceForm
        kind={kind}
        useCase={isUseCase(useCase) ? useCase : null}
        submitLabel={t('common.continue')}
        onCreated={async (workspace) => {
          const step = kind === 'team' ? 'invite-others' : 'getting-things-ready';
          await advance.mutateAsync({ step });
          await navigate(
            onboardingNextPath(
              kind === 'team' ? '/signup/invite-others' : '/signup/getting-things-ready',
              workspace.slug,
            ),
          );
        }}
      />
    </AuthLayout>
  );
}
