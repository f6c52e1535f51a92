import { OnboardingWorkspaceStep } from '../../features/auth/OnboardingWorkspaceStep';

export function CreateTeamWorkspacePage() {
  return <OnboardingWorkspaceStep kind="team" />;
}
