import type { WorkspaceKind } from '@orbit/shared';
import type { UseCase } from './useCases';

/** The onboarding page that creates the first workspace; the use case rides along in the query. */
export function workspaceStepPath(kind: WorkspaceKind, useCase: UseCase): string {
  const base = kind === 'team' ? '/signup/team/create-workspace' : '/signup/personal/create-your-workspace';
  return `${base}?${new URLSearchParams({ useCase }).toString()}`;
}
