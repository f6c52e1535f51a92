import type { Role } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceRow } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createWorkspace } from '../../test/factories.js';

describe('PATCH /api/orgs/:org/plan', () => {
  let t: TestApp;
  let workspace: WorkspaceRow;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const signedIn = await createSignedInUser(t.app, t.database.db);
    owner = signedIn.client;
    workspace = await createWorkspace(t.database.db, signedIn.user);
  });

  const planUrl = (org = workspace.slug) => `/api/orgs/${org}/plan`;
  const clientWithRole = async (role: Role) => {
    const { user, client } = await createSignedInUser(t.app, t.database.db);
    await addMembership(t.database.db, workspace.id, user.id, role);
    return client;
  };
  const currentPlan = async () => (await owner.get(`/api/orgs/${workspace.slug}`)).json().plan;

  it('lets the owner switch to paid and back at once (self-hosted), answering the summary', async () => {
    const paid = await owner.patch(planUrl(), { plan: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      id: workspace.id,
      slug: workspace.slug,
      name: workspace.name,
      kind: 'team',
      plan: 'paid',
      role: 'owner',
      avatarUrl: null,
    });
    expect((await owner.get('/api/auth/me')).json().workspaces[0].plan).toBe('paid');
    expect((await owner.patch(planUrl(), { plan: 'paid' })).json().plan).toBe('paid');
    expect((await owner.patch(planUrl(), { plan: 'free' })).json().plan).toBe('free');
  });

  it('stores the plan and its change in the log together: when the log entry fails, the plan stays', async () => {
    const db = t.database.db;
    // The log refuses this workspace's entries for the length of the test.
    await db.execute(
      sql.raw(`
      create or replace function refuse_plan_entry() returns trigger language plpgsql as $$
      begin raise exception 'log refused'; end $$;
      create trigger refuse_plan_entry before insert on change_log for each row
        when (new.workspace_id = '${workspace.id}') execute function refuse_plan_entry();`),
    );
    try {
      expect((await owner.patch(planUrl(), { plan: 'paid' })).statusCode).toBe(500);
    } finally {
      await db.execute(
        sql.raw('drop trigger refuse_plan_entry on change_log; drop function refuse_plan_entry();'),
      );
    }
    expect(await currentPlan()).toBe('free');
    const paid = await owner.patch(planUrl(), { plan: 'paid' });
    expect(paid.json().plan).toBe('paid');
    const logged = await db.execute<{ plan: string }>(
      sql`select data->>'plan' as plan from change_log where workspace_id = ${workspace.id} and entity = 'workspace' order by seq`,
    );
    expect(logged.rows.map((row) => row.plan)).toEqual(['paid']);
  });

  it('refuses admins, members and guests with 403', async () => {
    for (const role of ['admin', 'member', 'guest'] as const) {
      const res = await (await clientWithRole(role)).patch(planUrl(), { plan: 'paid' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({
        code: 'forbidden',
        message: 'Only the workspace owner can change the plan.',
      });
    }
    expect(await currentPlan()).toBe('free');
  });

  it('rejects bad input with 400 fields.plan', async () => {
    for (const body of [{ plan: 'gold' }, {}, { plan: null }]) {
      const res = await owner.patch(planUrl(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { plan: expect.any(String) } });
    }
    expect(await currentPlan()).toBe('free');
  });

  it('answers 404 to outsiders and for unknown workspaces, 401 without a session', async () => {
    const { client } = await createSignedInUser(t.app, t.database.db);
    expect((await client.patch(planUrl(), { plan: 'paid' })).statusCode).toBe(404);
    expect((await owner.patch(planUrl('no-such-workspace'), { plan: 'paid' })).statusCode).toBe(404);
    expect((await createApiClient(t.app).patch(planUrl(), { plan: 'paid' })).statusCode).toBe(401);
    expect(await currentPlan()).toBe('free');
  });
});
