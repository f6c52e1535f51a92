import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chatReadSchema, type NotificationPageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { chatBase, doc, makeTopic, send } from '../chat/chat.fixture.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

/** Runs one migration file as the migrator does: statement by statement. */
async function runMigration(t: TestApp, file: string): Promise<void> {
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await t.database.pool.query(statement);
  }
}

describe('migration 0026: a conversation is muted in one place (chat), the inbox list goes', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('mutes on the read marker what the inbox list named, logs it to the person, and drops the list', async () => {
    const { owner, member, admin } = w.people;
    const c = chatBase(w);
    const quiet = await makeTopic(w, owner.client, { memberIds: [member.user.id, admin.user.id] });
    const read = await makeTopic(w, owner.client, { memberIds: [member.user.id] });
    await send(w, owner.client, read.id, 'seen already');
    await member.client.post(`${c}/conversations/${read.id}/read`, { lastReadSeq: 1 });
    const already = await makeTopic(w, owner.client, { memberIds: [member.user.id] });
    const mutedBefore = (
      await member.client.put(`${c}/conversations/${already.id}/mute`, { muted: true })
    ).json();

    // The database as 0025 left it: the inbox's own list, holding a repeat and a conversation gone.
    const pool = t.database.pool;
    await pool.query(
      `alter table notification_preferences add column muted_conversation_ids jsonb default '[]'::jsonb not null`,
    );
    const listed = [quiet.id, read.id, already.id, quiet.id, 'gone000000000000000a'];
    await pool.query(
      `insert into notification_preferences (user_id, workspace_id, muted_conversation_ids)
       values ($1, $2, $3::jsonb), ($4, $2, '[]'::jsonb)`,
      [member.user.id, w.workspace.id, JSON.stringify(listed), admin.user.id],
    );
    const logBefore = Number(
      (await pool.query('select coalesce(max(seq), 0) as seq from change_log')).rows[0].seq,
    );

    await runMigration(t, '0026_one_conversation_mute.sql');

    const marker = async (userId: string, conversationId: string) =>
      (
        await pool.query(
          'select last_read_seq, muted, seq from chat_reads where user_id = $1 and conversation_id = $2',
          [userId, conversationId],
        )
      ).rows[0] as { last_read_seq: number; muted: boolean; seq: string } | undefined;
    expect(await marker(member.user.id, quiet.id)).toMatchObject({ muted: true, last_read_seq: 0 });
    // A marker that existed keeps where the person read to.
    expect(await marker(member.user.id, read.id)).toMatchObject({ muted: true, last_read_seq: 1 });
    // One muted in chat already is left as it was.
    expect(Number((await marker(member.user.id, already.id))?.seq)).toBe(mutedBefore.seq);
    expect(await marker(admin.user.id, quiet.id)).toBeUndefined();

    // Each new mute is a chatRead change in the person's own room, as a mute from chat would be.
    const logged = (
      await pool.query(
        'select entity, entity_id, op, room, data from change_log where seq > $1 order by seq',
        [logBefore],
      )
    ).rows as { entity: string; entity_id: string; op: string; room: string; data: unknown }[];
    expect(logged.map((row) => row.entity_id).sort()).toEqual([quiet.id, read.id].sort());
    for (const row of logged) {
      expect(row).toMatchObject({ entity: 'chatRead', op: 'upsert', room: `user:${member.user.id}` });
      expect(chatReadSchema.parse(row.data)).toMatchObject({ userId: member.user.id, muted: true });
    }
    const column = await pool.query(
      `select 1 from information_schema.columns
       where table_name = 'notification_preferences' and column_name = 'muted_conversation_ids'`,
    );
    expect(column.rowCount).toBe(0);

    // What the app reads now: muted in chat, so a plain message tells the member nothing; the admin,
    // who never muted it, is told of a mention of everyone as before.
    const entity = await member.client.get(`${w.base}/sync/entity/chatRead/${quiet.id}`);
    expect(entity.json()).toMatchObject({ data: { muted: true } });
    await send(w, owner.client, quiet.id, '', { body: doc({ kind: 'everyone', id: 'everyone' }, ' hello') });
    const about = async (client: typeof member.client) =>
      ((await client.get(`${w.base}/notifications`)).json() as NotificationPageDto).notifications.filter(
        (n) => n.conversationId === quiet.id,
      );
    expect(await about(member.client)).toEqual([]);
    expect((await about(admin.client)).map((n) => n.kind)).toEqual(['mention_everyone']);
    const prefs = (await member.client.get(`${w.base}/notifications/preferences`)).json();
    expect(prefs).not.toHaveProperty('mutedConversationIds');
  });
});
