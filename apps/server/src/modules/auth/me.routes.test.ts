import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMembership,
  createSignedInUser,
  createUser,
  createWorkspace,
  defaultPassword,
} from '../../test/factories.js';

describe('the signed-in account: me, profile, onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("marks every JSON answer no-store, so no cache keeps a person's data", async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, user);
    for (const url of [
      '/api/auth/me',
      `/api/orgs/${workspace.slug}`,
      `/api/orgs/${workspace.slug}/members`,
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const patched = await client.patch('/api/auth/me/profile', { name: 'Someone' });
    expect(patched.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/auth/me answers the user and their workspaces with roles', async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db, { name: 'Ada Lovelace' });
    const own = await createWorkspace(t.database.db, user, { name: 'Analytical', kind: 'personal' });
    const other = await createWorkspace(t.database.db, await createUser(t.database.db));
    await addMembership(t.database.db, other.id, user.id, 'guest');
    await createWorkspace(t.database.db, await createUser(t.database.db));

    const res = await client.get('/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        name: 'Ada Lovelace',
        avatarUrl: null,
        emailVerified: true,
        onboardingStep: 'done',
        locale: null,
      },
      workspaces: [
        {
          id: own.id,
          slug: own.slug,
          name: 'Analytical',
          kind: 'personal',
          plan: 'free',
          role: 'owner',
          avatarUrl: null,
        },
        expect.objectContaining({ id: other.id, role: 'guest' }),
      ],
    });
  });

  it('every account route answers 401 without a session', async () => {
    const anonymous = createApiClient(t.app);
    expect((await anonymous.get('/api/auth/me')).statusCode).toBe(401);
    expect((await anonymous.patch('/api/auth/me/profile', { name: 'X' })).statusCode).toBe(401);
    expect((await anonymous.patch('/api/auth/me/onboarding', { step: 'done' })).statusCode).toBe(401);
  });

  it('PATCH /api/auth/me/profile sets the name and avatar; null removes the avatar', async () => {
    const { client } = await createSignedInUser(t.app, t.database.db);
    const res = await client.patch('/api/auth/me/profile', {
      name: '  Grace Hopper ',
      avatarUrl: 'https://cdn.example.com/grace.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Grace Hopper',
      avatarUrl: 'https://cdn.example.com/grace.png',
    });
    const kept = await client.patch('/api/auth/me/profile', { name: 'Grace' });
    expect(kept.json().avatarUrl).toBe('https://cdn.example.com/grace.png');
    const removed = await client.patch('/api/auth/me/profile', { name: 'Grace', avatarUrl: null });
    expect(removed.json().avatarUrl).toBeNull();
  });

  it('refuses a bad profile with 400 and a message per field', async () => {
    const { client } = await createSignedInUser(t.app, t.database.db);
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ name: 7 }, 'name'],
      [{ name: 'Ok', avatarUrl: 'javascript:alert(1)' }, 'avatarUrl'],
      [{ name: 'Ok', avatarUrl: `https://x.example/${'a'.repeat(2048)}` }, 'avatarUrl'],
      [{ name: 'Ok', avatarUrl: '//evil.example/a.png' }, 'avatarUrl'],
    ];
    for (const [body, field] of cases) {
      const res = await client.patch('/api/auth/me/profile', body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('PATCH /api/auth/me/onboarding records the step and the chosen kind; login resumes there', async () => {
    const { user, client } = await createSignedInUser(t.app, t.database.db, {
      onboardingStep: 'choose-use-case',
    });
    const res = await client.patch('/api/auth/me/onboarding', {
      step: 'create-workspace',
      kind: 'personal',
      useCase: 'personal-projects',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, onboardingStep: 'create-workspace' });
    const login = await createApiClient(t.app).post('/api/auth/login', {
      email: user.email,
      password: defaultPassword,
    });
    expect(login.json()).toEqual({ redirect: '/signup/personal/create-your-workspace' });

    expect((await client.patch('/api/auth/me/onboarding', { step: 'done' })).json().onboardingStep).toBe(
      'done',
    );
    const done = await createApiClient(t.app).post('/api/auth/login', {
      email: user.email,
      password: defaultPassword,
    });
    expect(done.json()).toEqual({});
  });

  it('refuses going back to verify (400), an unknown step (400) and leaving verify unverified (403)', async () => {
    const { client } = await createSignedInUser(t.app, t.database.db);
    const back = await client.patch('/api/auth/me/onboarding', { step: 'verify' });
    expect(back.statusCode).toBe(400);
    expect(back.json().fields).toHaveProperty('step');
    for (const body of [
      { step: 'bogus' },
      {},
      { step: 'done', kind: 'galaxy' },
      { step: 'done', useCase: 'u'.repeat(101) },
    ]) {
      expect((await client.patch('/api/auth/me/onboarding', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    const { client: unverified } = await createSignedInUser(t.app, t.database.db, { verified: false });
    const res = await unverified.patch('/api/auth/me/onboarding', { step: 'create-profile' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });

  it('refuses account changes from another origin or without the header (403)', async () => {
    const { client } = await createSignedInUser(t.app, t.database.db);
    const res = await client.patch(
      '/api/auth/me/profile',
      { name: 'Mallory' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    const noHeader = await client.patch(
      '/api/auth/me/profile',
      { name: 'Mallory' },
      { 'x-requested-with': '' },
    );
    expect(noHeader.statusCode).toBe(403);
    expect((await client.get('/api/auth/me')).json().user.name).toBe('Test User');
  });
});
