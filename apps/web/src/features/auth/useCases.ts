/**
 * The use-case templates offered during onboarding and accepted by `/template?template=`. The ids are
 * what the server stores (`useCase` on the workspace); the labels live in the auth namespace.
 */
export const useCases = [
  'project-management',
  'software-development',
  'marketing',
  'operations',
  'personal-tasks',
] as const;

export type UseCase = (typeof useCases)[number];

export function isUseCase(value: string | null | undefined): value is UseCase {
  return (useCases as readonly string[]).includes(value ?? '');
}
