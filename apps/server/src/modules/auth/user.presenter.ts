import type { UserDto } from '@orbit/shared';
import type { UserRow } from '../../db/schema/index.js';

export function presentUser(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatarUrl,
    emailVerified: row.emailVerifiedAt !== null,
    onboardingStep: row.onboardingStep,
    locale: row.locale,
  };
}
