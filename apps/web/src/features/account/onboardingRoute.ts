import type { OnboardingStep } from '@orbit/shared';

/** Where a user who has not finished onboarding continues. */
export function onboardingRoute(step: OnboardingStep): string | null {
  switch (step) {
    case 'verify':
      return '/verify';
    case 'create-profile':
      return '/signup/create-profile';
    case 'choose-use-case':
      return '/signup/choose-use-case';
    case 'create-workspace':
      return '/signup/team/create-workspace';
    case 'invite-others':
      return '/signup/invite-others';
    case 'getting-things-ready':
      return '/signup/getting-things-ready';
    case 'done':
      return null;
  }
}
