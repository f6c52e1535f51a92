import type { OnboardingStep, WorkspaceKind } from '@orbit/shared';

export type OnboardingState = { onboardingStep: OnboardingStep; signupKind: WorkspaceKind | null };

/** The page a user who has not finished signing up goes to next; undefined once done. */
export function nextOnboardingRoute({ onboardingStep, signupKind }: OnboardingState): string | undefined {
  switch (onboardingStep) {
    case 'verify':
      return '/verify';
    case 'create-profile':
      return '/signup/create-profile';
    case 'choose-use-case':
      return '/signup/choose-use-case';
    case 'create-workspace':
      return signupKind === 'personal'
        ? '/signup/personal/create-your-workspace'
        : '/signup/team/create-workspace';
    case 'invite-others':
      return '/signup/invite-others';
    case 'getting-things-ready':
      return '/signup/getting-things-ready';
    case 'done':
      return undefined;
  }
}
