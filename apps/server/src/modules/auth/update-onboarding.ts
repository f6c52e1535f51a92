import type { UpdateOnboardingBody, UserDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from './authenticate-access-token.js';
import { unauthorized } from './require-user.js';
import { presentUser } from './user.presenter.js';

/**
 * Records the signup step the user reached (the page moves them along; invited users may jump to
 * `done`). Only a verified address leaves `verify`, and nobody is sent back to it.
 */
export async function updateOnboarding(
  db: Database,
  user: SessionUser,
  input: UpdateOnboardingBody,
): Promise<UserDto> {
  if (input.step === 'verify') {
    const message = 'Verification cannot be repeated.';
    throw new AppError('validation_failed', message, { step: message });
  }
  if (!user.emailVerified) throw new AppError('forbidden', 'Verify your email address first.');
  const changes: Partial<typeof users.$inferInsert> = { onboardingStep: input.step, updatedAt: new Date() };
  if (input.kind !== undefined) changes.signupKind = input.kind;
  if (input.useCase !== undefined) changes.signupUseCase = input.useCase;
  // The interface language in use, kept as the account's: the onboarding template is written in it.
  if (input.locale !== undefined) changes.locale = input.locale;
  const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  if (!row) throw unauthorized();
  return presentUser(row);
}
