/** An onboarding page for the workspace just created, carrying its slug. */
export function onboardingNextPath(
  page: '/signup/invite-others' | '/signup/getting-things-ready',
  slug: string | null,
): string {
  return slug ? `${page}?${new URLSearchParams({ workspace: slug }).toString()}` : page;
}
