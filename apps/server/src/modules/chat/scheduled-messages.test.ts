import { randomUUID } from 'node:crypto';
import type { HistoryPageDto, ScheduledMessageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages } from '../../db/schema/index.js';
import { startJobs } from '../../jobs/start-jobs.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { testLogger } from '../../test/test-logger.js';
import { createAttachmentStorage } from '../attachments/storage/create-attachment-storage.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, doc, makeTopic } from './chat.fixture.js';
import { deliverDueScheduled } from './deliver-scheduled.js';
import { scheduledSweepQueue } from './scheduled-queue.js';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('scheduled messages', () => {
  let t: TestApp;
  let w: TasksWorld;
  let c: string;
  const sync = () => ({ db: t.database.db, io: t.app.io, logger: testLogger });

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    c = chatBase(w);
  });
  afterAll(() => t.close());

  const history = async (conversationId: string) =>
    (
      (
        await w.people.owner.client.get(`${c}/conversations/${conversationId}/messages`)
      ).json() as HistoryPageDto
    ).messages;

  it('refuses a time in the past; made once per clientId; edited, cancelled; private to its author', async () => {
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client);
    const past = await owner.client.post(`${c}/scheduled`, {
      clientId: randomUUID(),
      conversationId: topic.id,
      body: doc('late'),
      sendAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('sendAt');
    const body = {
      clientId: randomUUID(),
      conversationId: topic.id,
      body: doc('later'),
      sendAt: inMinutes(60),
    };
    const made = await owner.client.post(`${c}/scheduled`, body);
    expect(made.statusCode).toBe(201);
    expect((await owner.client.post(`${c}/scheduled`, body)).statusCode).toBe(200);
    const id = (made.json() as ScheduledMessageDto).id;
    expect((await member.client.patch(`${c}/scheduled/${id}`, { body: doc('x') })).statusCode).toBe(404);
    const edited = await owner.client.patch(`${c}/scheduled/${body.clientId}`, { body: doc('edited') });
    expect(edited.json()).toMatchObject({ body: doc('edited'), sentMessageId: null });
    const boot = (await owner.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.scheduledMessages.map((s: ScheduledMessageDto) => s.id)).toContain(id);
    expect((await member.client.get(`${w.base}/sync/bootstrap`)).json().scheduledMessages).toEqual([]);
    expect((await owner.client.delete(`${c}/scheduled/${id}`)).statusCode).toBe(204);
    // Not delivered once cancelled.
    expect(await deliverDueScheduled(sync(), new Date(Date.now() + 2 * 3600_000))).toBe(0);
    expect(await history(topic.id)).toEqual([]);
  });

  it('delivered when due, once; a topic archived meanwhile keeps it with its failure', async () => {
    const { owner } = w.people;
    const topic = await makeTopic(w, owner.client);
    const archived = await makeTopic(w, owner.client);
    const at = inMinutes(5);
    const ok = (
      await owner.client.post(`${c}/scheduled`, {
        clientId: randomUUID(),
        conversationId: topic.id,
        body: doc('on time'),
        sendAt: at,
      })
    ).json() as ScheduledMessageDto;
    const refused = (
      await owner.client.post(`${c}/scheduled`, {
        clientId: randomUUID(),
        conversationId: archived.id,
        body: doc('too late'),
        sendAt: at,
      })
    ).json() as ScheduledMessageDto;
    await owner.client.post(`${c}/topics/${archived.id}/archive`);
    expect(await deliverDueScheduled(sync(), new Date())).toBe(0);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await deliverDueScheduled(sync(), later)).toBe(1);
    expect(await deliverDueScheduled(sync(), later)).toBe(0);
    const [message] = await history(topic.id);
    expect(message).toMatchObject({ body: doc('on time'), authorId: owner.user.id, clientId: ok.clientId });
    const rows = await t.database.db.select().from(scheduledMessages);
    expect(rows.find((row) => row.id === ok.id)?.sentMessageId).toBe(message?.id);
    expect(rows.find((row) => row.id === refused.id)?.failure).toMatch(/archived/);
    const boot = (await owner.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.scheduledMessages.map((s: ScheduledMessageDto) => s.id)).toEqual([refused.id]);
  });

  it('pg-boss delivers it at its time (the job and the minute sweep live in the database)', async () => {
    const { owner } = w.people;
    const boss = await startJobs({
      pool: t.database.pool,
      db: t.database.db,
      io: t.app.io,
      logger: testLogger,
      storage: createAttachmentStorage(t.config),
    });
    try {
      expect((await boss.getSchedules()).map((schedule) => schedule.name)).toContain(scheduledSweepQueue);
      const topic = await makeTopic(w, owner.client);
      await owner.client.post(`${c}/scheduled`, {
        clientId: randomUUID(),
        conversationId: topic.id,
        body: doc('from the queue'),
        sendAt: new Date(Date.now() + 1500).toISOString(),
      });
      for (let i = 0; i < 60 && (await history(topic.id)).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect((await history(topic.id)).map((m) => m.body)).toEqual([doc('from the queue')]);
    } finally {
      await boss.stop({ graceful: true, wait: true, close: false });
    }
  }, 60_000);
});
