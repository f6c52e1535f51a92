import { OnboardingWorkspaceStep } from '../../features/auth/OnboardingWorkspaceStep';

export function CreatePersonalWorkspacePage() {
  return <OnboardingWorkspaceStep kind="personal" />;
}
