import { randomBytes } from 'node:crypto';
import type { OnboardingStep, Role, WorkspaceKind } from '@orbit/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { memberships, type UserRow, users, type WorkspaceRow, workspaces } from '../db/schema/index.js';
import { loadAuthKeys } from '../modules/auth/auth-keys.js';
import { createSession } from '../modules/auth/create-session.js';
import { hashPassword } from '../modules/auth/password-hash.js';
import {
  ACCESS_COOKIE,
  MARKER_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
} from '../modules/auth/session-cookies.js';
import { type ApiClient, createApiClient } from './api-client.js';

export const defaultPassword = 'correct horse battery';
let defaultHash: Promise<string> | undefined;

const unique = () => randomBytes(5).toString('hex');

export type UserOverrides = {
  email?: string;
  password?: string | null;
  name?: string;
  verified?: boolean;
  onboardingStep?: OnboardingStep;
  signupKind?: WorkspaceKind | null;
};

/** A user straight in the database: verified and done with onboarding unless told otherwise. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<UserRow> {
  const password = overrides.password === undefined ? defaultPassword : overrides.password;
  // argon2 is slow on purpose; hash the shared default password once per test file.
  defaultHash ??= hashPassword(defaultPassword);
  let passwordHash: string | null = null;
  if (password === defaultPassword) passwordHash = await defaultHash;
  else if (password !== null) passwordHash = await hashPassword(password);
  const verified = overrides.verified ?? true;
  const [row] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${unique()}@example.com`,
      passwordHash,
      name: overrides.name ?? 'Test User',
      emailVerifiedAt: verified ? new Date() : null,
      onboardingStep: overrides.onboardingStep ?? (verified ? 'done' : 'verify'),
      signupKind: overrides.signupKind ?? null,
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  return row;
}

export type WorkspaceOverrides = { slug?: string; name?: string; kind?: WorkspaceKind };

/** A workspace with `owner` as its owner. */
export async function createWorkspace(
  db: Database,
  owner: { id: string },
  overrides: WorkspaceOverrides = {},
): Promise<WorkspaceRow> {
  const slug = overrides.slug ?? `ws-${unique()}`;
  const [row] = await db
    .insert(workspaces)
    .values({ slug, name: overrides.name ?? `Workspace ${slug}`, kind: overrides.kind ?? 'team' })
    .returning();
  if (!row) throw new Error('createWorkspace: insert returned nothing');
  await addMembership(db, row.id, owner.id, 'owner');
  return row;
}

export async function addMembership(
  db: Database,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<void> {
  await db.insert(memberships).values({ workspaceId, userId, role });
}

/** A client already holding a session for the user (no login call, so no login rate limit). */
export async function signedInClient(
  app: FastifyInstance,
  db: Database,
  user: { id: string },
): Promise<ApiClient> {
  const session = await createSession({ db, keys: await loadAuthKeys(db) }, user.id, {
    userAgent: 'vitest',
    ip: '127.0.0.1',
  });
  const client = createApiClient(app);
  client.setCookie(ACCESS_COOKIE, session.accessToken);
  client.setCookie(REFRESH_COOKIE, session.refreshToken, REFRESH_COOKIE_PATH);
  client.setCookie(MARKER_COOKIE, 'true');
  return client;
}

/** A new user and a client signed in as them. */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Database,
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; client: ApiClient }> {
  const user = await createUser(db, overrides);
  return { user, client: await signedInClient(app, db, user) };
}
