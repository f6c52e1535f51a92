import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invites, type UserRow, type WorkspaceRow } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createUser, createWorkspace } from '../../test/factories.js';
import { mailedInviteToken } from '../../test/invite-mail.js';
import { linkIn } from '../../test/memory-mailer.js';

describe('e-mail invites', () => {
  let t: TestApp;
  let owner: UserRow;
  let ownerClient: ApiClient;
  let workspace: WorkspaceRow;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    t.mail.clear();
    ({ user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db, {
      name: 'Olive Owner',
    }));
    workspace = await createWorkspace(t.database.db, owner, { name: 'Acme' });
  });
  afterAll(() => t.close());

  const freshEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;
  const invite = async (emails: string[], role = 'member', client = ownerClient) =>
    client.post(`/api/orgs/${workspace.slug}/invites`, { emails, role });
  const memberClient = async (role: 'admin' | 'member' | 'guest') => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    await addMembership(t.database.db, workspace.id, user.id, role);
    return client;
  };
  const expire = (id: string) =>
    t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, id));

  describe('POST /api/orgs/:org/invites', () => {
    it('creates one invite and one mail per address (201 InviteDto[])', async () => {
      const a = freshEmail();
      const b = freshEmail();
      const res = await invite([a, ` ${b.toUpperCase()} `, a], 'admin');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toHaveLength(2);
      expect(body[0]).toEqual({
        id: expect.any(String),
        email: a,
        role: 'admin',
        workspace: { slug: workspace.slug, name: 'Acme' },
        inviterName: 'Olive Owner',
        expiresAt: expect.any(String),
        status: 'pending',
      });
      const days = (Date.parse(body[0].expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      await t.app.background.drain();
      const mail = t.mail.to(a)[0];
      expect(mail?.subject).toBe('Olive Owner invited you to Acme on Orbit');
      // The link's secret is the id with a MAC: the id alone, which the list shows, opens nothing.
      const token = linkIn(mail, `${testOrigin}/invite?invite=`).searchParams.get('invite');
      expect(token).toMatch(new RegExp(`^${body[0].id}_[\\w-]{22}$`));
      expect((await createApiClient(t.app).get(`/api/invites/${body[0].id}`)).statusCode).toBe(404);
      expect(t.mail.to(b)).toHaveLength(1);
    });

    it('skips people already in the workspace and renews a pending invite instead of adding another', async () => {
      const member = await createUser(t.database.db);
      await addMembership(t.database.db, workspace.id, member.id, 'member');
      const email = freshEmail();
      const [first] = (await invite([email])).json();
      const res = await invite([email, member.email], 'guest');
      expect(res.json()).toEqual([expect.objectContaining({ id: first.id, email, role: 'guest' })]);
      const rows = await t.database.db.select().from(invites).where(eq(invites.workspaceId, workspace.id));
      expect(rows).toHaveLength(1);
    });

    it('lets a member invite as member only; a guest not at all (403)', async () => {
      const member = await memberClient('member');
      expect((await invite([freshEmail()], 'member', member)).statusCode).toBe(201);
      const asAdmin = await invite([freshEmail()], 'admin', member);
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toMatchObject({ code: 'forbidden' });
      const guest = await memberClient('guest');
      expect((await invite([freshEmail()], 'member', guest)).statusCode).toBe(403);
      const admin = await memberClient('admin');
      expect((await invite([freshEmail()], 'admin', admin)).statusCode).toBe(201);
    });

    it('rejects bad input (400), outsiders (404), no session (401), unverified inviters (403)', async () => {
      for (const body of [
        { emails: [], role: 'member' },
        { emails: ['not-an-email'], role: 'member' },
        { emails: [`${'a'.repeat(250)}@example.com`], role: 'member' },
        { emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`), role: 'member' },
        { emails: [freshEmail()], role: 'owner' },
        { emails: 'a@example.com', role: 'member' },
      ]) {
        const res = await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const { client: outsider } = await createSignedInUser(t.app, t.database.db);
      expect((await invite([freshEmail()], 'member', outsider)).statusCode).toBe(404);
      expect((await invite([freshEmail()], 'member', createApiClient(t.app))).statusCode).toBe(401);
      const { user, client: unverified } = await createSignedInUser(t.app, t.database.db, {
        verified: false,
      });
      await addMembership(t.database.db, workspace.id, user.id, 'admin');
      expect((await invite([freshEmail()], 'member', unverified)).statusCode).toBe(403);
    });

    it('limits invite mail to 20 requests an hour per inviter (429)', async () => {
      for (let i = 0; i < 20; i += 1) expect((await invite([freshEmail()])).statusCode).toBe(201);
      const res = await invite([freshEmail()]);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limited' });
    });
  });

  describe('listing, resending and revoking', () => {
    it('GET lists pending invites only, for owners and admins', async () => {
      const [pending] = (await invite([freshEmail()])).json();
      const [expired] = (await invite([freshEmail()])).json();
      const [revoked] = (await invite([freshEmail()])).json();
      await expire(expired.id);
      await ownerClient.delete(`/api/orgs/${workspace.slug}/invites/${revoked.id}`);
      const res = await ownerClient.get(`/api/orgs/${workspace.slug}/invites`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([expect.objectContaining({ id: pending.id, status: 'pending' })]);
      expect(
        (await (await memberClient('admin')).get(`/api/orgs/${workspace.slug}/invites`)).statusCode,
      ).toBe(200);
      expect(
        (await (await memberClient('member')).get(`/api/orgs/${workspace.slug}/invites`)).statusCode,
      ).toBe(403);
    });

    it('resend mails again and gives 7 more days, even to an expired invite (204)', async () => {
      const email = freshEmail();
      const [created] = (await invite([email])).json();
      await expire(created.id);
      const res = await ownerClient.post(`/api/orgs/${workspace.slug}/invites/${created.id}/resend`);
      expect(res.statusCode).toBe(204);
      await t.app.background.drain();
      expect(t.mail.to(email)).toHaveLength(2);
      const token = await mailedInviteToken(t, email);
      expect((await createApiClient(t.app).get(`/api/invites/${token}`)).json().status).toBe('pending');
    });

    it('revoke stops the link (204), then the invite is gone for resend and revoke (404)', async () => {
      const [created] = (await invite([freshEmail()])).json();
      const token = await mailedInviteToken(t, created.email);
      const path = `/api/orgs/${workspace.slug}/invites/${created.id}`;
      expect((await ownerClient.delete(path)).statusCode).toBe(204);
      expect((await ownerClient.delete(path)).statusCode).toBe(404);
      expect((await ownerClient.post(`${path}/resend`)).statusCode).toBe(404);
      expect((await createApiClient(t.app).get(`/api/invites/${token}`)).json().status).toBe('revoked');
    });

    it('answers 404 for unknown ids and for an invite of another workspace; 403 for members', async () => {
      const [created] = (await invite([freshEmail()])).json();
      const { user: otherOwner, client: otherClient } = await createSignedInUser(t.app, t.database.db);
      const other = await createWorkspace(t.database.db, otherOwner);
      for (const id of [created.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await otherClient.delete(`/api/orgs/${other.slug}/invites/${id}`)).statusCode).toBe(404);
        expect((await otherClient.post(`/api/orgs/${other.slug}/invites/${id}/resend`)).statusCode).toBe(404);
      }
      expect((await otherClient.delete(`/api/orgs/${workspace.slug}/invites/${created.id}`)).statusCode).toBe(
        404,
      );
      const member = await memberClient('member');
      expect((await member.delete(`/api/orgs/${workspace.slug}/invites/${created.id}`)).statusCode).toBe(403);
      expect((await member.post(`/api/orgs/${workspace.slug}/invites/${created.id}/resend`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /api/invites/:id and POST /api/invites/:id/accept', () => {
    it('shows the invite to anyone holding the mailed token; 404 for a bare id, a forged or malformed token', async () => {
      const [created] = (await invite([freshEmail()])).json();
      const token = await mailedInviteToken(t, created.email);
      const res = await createApiClient(t.app).get(`/api/invites/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
      const forged = `${created.id}_${'A'.repeat(22)}`;
      for (const id of [created.id, forged, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await createApiClient(t.app).get(`/api/invites/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      // Fastify refuses path parameters over 100 characters before any route runs.
      expect((await createApiClient(t.app).get(`/api/invites/${'x'.repeat(201)}`)).statusCode).toBe(414);
      await expire(created.id);
      expect((await createApiClient(t.app).get(`/api/invites/${token}`)).json().status).toBe('expired');
    });

    it('accepting joins the workspace with the invited role and answers the redirect', async () => {
      const { user, client } = await createSignedInUser(t.app, t.database.db, { verified: false });
      await invite([user.email], 'admin');
      const token = await mailedInviteToken(t, user.email);
      // The id the invite list shows is not enough, and verifies nothing.
      const [listed] = (await ownerClient.get(`/api/orgs/${workspace.slug}/invites`)).json();
      expect((await client.post(`/api/invites/${listed.id}/accept`)).statusCode).toBe(404);
      expect((await client.get('/api/auth/me')).json().user.emailVerified).toBe(false);
      const res = await client.post(`/api/invites/${token}/accept`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect: `/${workspace.slug}` });
      const me = (await client.get('/api/auth/me')).json();
      expect(me.workspaces).toEqual([expect.objectContaining({ slug: workspace.slug, role: 'admin' })]);
      expect(me.user.emailVerified).toBe(true);
      // A second click is harmless.
      expect((await client.post(`/api/invites/${token}/accept`)).statusCode).toBe(200);
    });

    it('refuses another account (403), an expired or revoked invite (400), unknown ids (404), no session (401)', async () => {
      const email = freshEmail();
      const [created] = (await invite([email])).json();
      const token = await mailedInviteToken(t, email);
      const { client: stranger } = await createSignedInUser(t.app, t.database.db);
      expect((await stranger.post(`/api/invites/${token}/accept`)).statusCode).toBe(403);
      expect((await stranger.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(404);

      const { user, client } = await createSignedInUser(t.app, t.database.db, { email });
      await expire(created.id);
      const expired = await client.post(`/api/invites/${token}/accept`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'validation_failed' });
      const [again] = (await invite([user.email])).json();
      const againToken = await mailedInviteToken(t, user.email);
      await ownerClient.delete(`/api/orgs/${workspace.slug}/invites/${again.id}`);
      expect((await client.post(`/api/invites/${againToken}/accept`)).statusCode).toBe(400);
      expect((await client.post('/api/invites/00000000-0000-4000-8000-000000000000/accept')).statusCode).toBe(
        404,
      );
      expect((await createApiClient(t.app).post(`/api/invites/${againToken}/accept`)).statusCode).toBe(401);
      expect((await client.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(404);
    });
  });
});
