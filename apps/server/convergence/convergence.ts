import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { type CallDto, callSchema, type LiveChangeDto, liveStatus, memberStatusSchema } from '@orbit/shared';
import { eq, sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { useCallStore } from '../../web/src/features/sync/callStore';
import { catchUp } from '../../web/src/features/sync/catchUp';
import { WorkspaceSession } from '../../web/src/features/sync/workspaceSession';
import { ApiRequestError } from '../../web/src/lib/api/ApiRequestError';
import { LocalDb, type LocalRow } from '../../web/src/lib/localDb';
import { syncDbFor } from '../../web/src/lib/syncDb';
import { users } from '../src/db/schema/index.js';
import type { ApiClient } from '../src/test/api-client.js';
import type { TestApp } from '../src/test/build-test-app.js';
import { createUser, signedInClient } from '../src/test/factories.js';
import { connectAs, listenForSockets, type WatchedSocket } from '../src/test/socket-client.js';

// The convergence property (docs/SYNC.md, "Convergent clients"): several clients, each the web app's
// own sync code (WorkspaceSession: catch-up, live apply, cursor, tombstones) over Dexie on
// fake-indexeddb, fed by real sockets of the real server on real PostgreSQL, while a seeded random
// script writes, drops events, takes clients offline, reloads them and changes who may see what. At
// the end each client's store must equal a fresh bootstrap of what that person may see.

/** A small seeded PRNG (mulberry32): the same seed replays the same run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Person = { name: string; userId: string; api: ApiClient; socket: WatchedSocket; signedInAt: number };

/** Access tokens last 15 minutes: a long run signs its people in again well before that. */
const signInAgainAfterMs = 5 * 60_000;

/** The web app's request function, over the test harness's client (same status → error mapping). */
function webRequest(api: ApiClient) {
  return async <T>(path: string, options?: { schema?: ZodType<T> | { parse(v: unknown): T } }) => {
    const res = await api.get(path);
    const body: unknown = res.body ? res.json() : null;
    if (res.statusCode >= 400) throw new ApiRequestError(res.statusCode, body);
    return (options?.schema ? options.schema.parse(body) : body) as T;
  };
}

/** One person's browser: a local database, its session, online or not. */
class Client {
  db: LocalDb;
  session: WorkspaceSession;
  online = true;

  constructor(
    readonly person: Person,
    readonly workspaceId: string,
    readonly slug: string,
    private readonly dropRate: number,
    private readonly random: () => number,
  ) {
    this.db = new LocalDb(`conv-${randomUUID()}`);
    this.session = this.open();
  }

  open(): WorkspaceSession {
    return new WorkspaceSession({
      db: this.db,
      request: webRequest(this.person.api),
      scope: { workspaceId: this.workspaceId, meId: this.person.userId },
      org: () => this.slug,
      confirmDelayMs: null,
    });
  }

  /** A live event from the socket: lost while offline, and now and then on a flaky connection. */
  deliver(change: LiveChangeDto): void {
    if (change.workspaceId !== this.workspaceId || !this.online) return;
    if (this.random() < this.dropRate) return;
    this.session.receive(change);
  }

  /** A page reload: the session goes, a new one starts from what IndexedDB holds. */
  async reload(): Promise<void> {
    await this.session.settle();
    this.proven += this.session.proven;
    this.session.dispose();
    this.session = this.open();
    if (this.online) await this.session.catchUp();
  }

  /** Live events the sessions of this client proved on their own, reloads included. */
  proven = 0;

  async close(): Promise<void> {
    this.proven += this.session.proven;
    this.session.dispose();
    await this.db.delete();
  }
}

/** What a store holds for the workspace, in a comparable form (seq left out: see below). */
async function snapshot(db: LocalDb, workspaceId: string): Promise<Record<string, unknown>> {
  // A row's seq is the change that last wrote it: a row sent again on access gained carries that
  // change's seq, the bootstrap the row's own. Everything else must match exactly.
  const clean = (rows: LocalRow[]) =>
    rows
      .map(({ seq: _seq, ...rest }) => rest)
      .sort((a, b) => String(a.id ?? a.item_id).localeCompare(String(b.id ?? b.item_id)));
  const inWorkspace = (row: LocalRow) => row.workspaceId === workspaceId;
  const members = await db.users
    .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
    .toArray();
  // A conversation's lastSeq and lastMessageAt are not sent again per message (docs/SYNC.md, Chat):
  // the client reads them from the messages it holds, so the stored row's may lag.
  const conversations = (await db.topics.filter(inWorkspace).toArray()).map(
    ({ lastSeq: _lastSeq, lastMessageAt: _lastMessageAt, ...rest }) => rest as LocalRow,
  );
  return {
    conversations: clean(conversations),
    drafts: clean(await db.draftMessages.filter(inWorkspace).toArray()),
    scheduled: clean(await db.scheduledMessages.filter(inWorkspace).toArray()),
    // A task's temporary id reaches only the device that made it (a bootstrap sends it to a device
    // still holding a row under it), so a store that heard the create live holds it, a fresh one not.
    items: clean(
      (await db.items.filter(inWorkspace).toArray()).map(
        ({ clientId: _clientId, ...rest }) => rest as LocalRow,
      ),
    ),
    lists: clean(await db.lists.filter(inWorkspace).toArray()),
    favorites: clean(await db.favorites.filter(inWorkspace).toArray()),
    myTasks: clean(await db.myTasks.filter(inWorkspace).toArray()),
    notifications: clean(
      (await syncDbFor(db.name)
        .notifications.where('workspaceId')
        .equals(workspaceId)
        .toArray()) as LocalRow[],
    ),
    users: clean(members),
    // People's custom statuses as the screens read them: the workspace's people's, set and not run
    // out (a cleared status is an upsert with nothing in it; the bootstrap leaves it out).
    statuses: clean(
      (await db.statuses.bulkGet(members.map((member) => String(member.id)))).flatMap((row) => {
        const status = row ? liveStatus(memberStatusSchema.parse(row)) : null;
        return status ? [{ ...status, id: status.userId }] : [];
      }),
    ),
  };
}

/** JSON with object keys sorted: two stores holding the same rows compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

export type World = { t: TestApp; people: Person[] };

/** Three people with a socket each, made once for the whole run (each seed uses a new workspace). */
export async function createWorld(t: TestApp): Promise<World> {
  const url = await listenForSockets(t);
  const people: Person[] = [];
  for (const name of ['Ada', 'Bob', 'Cy']) {
    const user = await createUser(t.database.db, { name });
    const api = await signedInClient(t.app, t.database.db, user);
    people.push({ name, userId: user.id, api, socket: await connectAs(t, url, api), signedInAt: Date.now() });
  }
  return { t, people };
}

/** Fresh sessions for the requests of a long run (the sockets stay: their sessions still live). */
async function keepSignedIn(world: World): Promise<void> {
  for (const person of world.people) {
    if (Date.now() - person.signedInAt < signInAgainAfterMs) continue;
    const [user] = await world.t.database.db.select().from(users).where(eq(users.id, person.userId));
    if (!user) throw new Error(`keepSignedIn: no user ${person.name}`);
    person.api = await signedInClient(world.t.app, world.t.database.db, user);
    person.signedInAt = Date.now();
  }
}

/**
 * `proven`: live events that moved a cursor without a catch-up (the fast path, docs/SYNC.md).
 * `notifications`: the notification rows compared (every client's store), so a run shows the inbox was in it.
 * `calls`: the calls the clients held, each compared with the server's.
 * `changes`: how many changes the seed's workspace logged, per entity.
 */
type Ok =
  | { ok: true; proven: number; notifications: number; calls: number; changes: Record<string, number> }
  | { ok: false; message: string };

/**
 * Calls live in the page's memory, not in IndexedDB or the bootstrap: a page that loads afresh holds
 * none and asks the server when it shows one (history, the meeting page), so a call a client never
 * heard of (its person bootstrapped after it, or only ever saw it as an ad hoc meeting they did not
 * join) is what a fresh load holds too. What must never happen is a stale one: each call held must be
 * as the server has it now (read by someone who may reach it; seq aside, as for the stores). The three
 * clients' sessions apply to the one store of this process, the highest seq winning. Returns what
 * differed, and how many calls were held and compared.
 */
async function compareCalls(
  world: World,
  base: string,
  calls: readonly { id: string; starter: Person }[],
): Promise<{ differs: string | null; held: number }> {
  const store = useCallStore.getState().calls;
  const withoutSeq = ({ seq: _seq, ...rest }: CallDto) => rest;
  let held = 0;
  for (const call of calls) {
    const mine = store[call.id];
    if (!mine) continue;
    let truth: CallDto | null = null;
    for (const person of [call.starter, ...world.people]) {
      const res = await person.api.get(`${base}/calls/${call.id}`);
      if (res.statusCode === 200) {
        truth = callSchema.parse(res.json());
        break;
      }
    }
    // Nobody may reach it any more (its people left the workspace): nothing to load it fresh with.
    if (!truth) continue;
    held += 1;
    const [a, b] = [canonical(withoutSeq(mine)), canonical(withoutSeq(truth))];
    if (a !== b)
      return { differs: `call ${call.id} differs from the server's\nstore:  ${a}\nserver: ${b}`, held };
  }
  return { differs: null, held };
}

async function expectStatus(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const answer = await res;
  if (answer.statusCode >= 400 && answer.statusCode !== 404 && answer.statusCode !== 409) {
    throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  }
  return answer;
}

/** A chat write that may be refused (403 for a guest, 404 for what is no longer seen). */
async function tolerate(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const answer = await res;
  if (answer.statusCode >= 400 && ![403, 404, 409].includes(answer.statusCode)) {
    throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  }
  return answer;
}

/**
 * One seeded run: a new workspace of Ada's that Bob and Cy join; `steps` random actions; then every
 * client online, confirmed, and compared with a fresh bootstrap. Returns what differed, if anything.
 */
export async function runSeed(world: World, seed: number, steps: number): Promise<Ok> {
  await keepSignedIn(world);
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // The inbox's part draws from its own generator, so the rest of a seed's script stays as it was
  // (the seeds found before replay the same writes).
  const inboxRandom = prng(seed * 17 + 3);
  const inboxPick = <T>(list: readonly T[]): T => list[Math.floor(inboxRandom() * list.length)] as T;
  const [ada, bob, cy] = world.people as [Person, Person, Person];
  const slug = `conv-${seed}-${randomUUID().slice(0, 8)}`;
  const created = await ada.api.post('/api/workspaces', { name: `Seed ${seed}`, slug, kind: 'team' });
  if (created.statusCode !== 201) throw new Error(`workspace: ${created.statusCode} ${created.body}`);
  const workspaceId: string = created.json().id;
  const base = `/api/orgs/${slug}`;
  const { token } = (await ada.api.get(`${base}/invite-link`)).json();
  for (const person of [bob, cy]) {
    await expectStatus(person.api.post(`/api/invite-link/${token}/join`), 'join');
  }

  const clients = world.people.map(
    (person) => new Client(person, workspaceId, slug, random() < 0.5 ? 0 : 0.2, prng(seed * 31 + 7)),
  );
  const listeners = clients.map((client) => {
    const listener = (change: LiveChangeDto) => client.deliver(change);
    client.person.socket.on('sync.change', listener);
    return listener;
  });
  const orbits: string[] = [];
  const itemsMade: string[] = [];
  // Chat (docs/SYNC.md, Chat): topics of Ada's, public or private, members coming and going, dms,
  // messages and drafts. A refusal (a guest, a topic no longer seen) is part of the game.
  const topics: string[] = [];
  const chat = `${base}/chat`;
  const body = (text: string) =>
    JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
  const mentionBody = (text: string, userId: string) =>
    JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text },
            { type: 'mention', attrs: { id: userId, kind: 'user', label: 'x' } },
          ],
        },
      ],
    });
  // The inbox (docs/SYNC.md, Notifications): its rows are raised by the writes above (assignments,
  // mentions) and marked here: one read, unread or done, all read, or a topic read (which reads the
  // notifications of its messages). Each person's store must hold exactly their own.
  const inboxStep = async (actor: Person) => {
    const roll = inboxRandom();
    if (roll < 0.4) {
      const page = await actor.api.get(`${base}/notifications?status=all&limit=20`);
      if (page.statusCode !== 200) return;
      const rows: { id: string }[] = page.json().notifications;
      if (rows.length === 0) return;
      const change = inboxPick([{ read: true }, { read: false }, { done: true }, { done: false }]);
      await tolerate(actor.api.patch(`${base}/notifications/${inboxPick(rows).id}`, change), 'mark');
    } else if (roll < 0.6) {
      await tolerate(actor.api.post(`${base}/notifications/bulk`, { all: true, read: true }), 'mark all');
    } else if (topics.length > 0) {
      await tolerate(
        actor.api.post(`${chat}/conversations/${inboxPick(topics)}/read`, { lastReadSeq: 1_000_000 }),
        'read topic',
      );
    }
  };
  const chatStep = async (actor: Person) => {
    const roll = random();
    if (roll < 0.15 || topics.length === 0) {
      const res = await ada.api.post(`${chat}/topics`, {
        clientId: randomUUID(),
        name: `topic ${randomUUID().slice(0, 8)}`,
        visibility: random() < 0.5 ? 'public' : 'private',
        memberIds: random() < 0.5 ? [pick([bob, cy]).userId] : [],
      });
      if (res.statusCode === 201) topics.push(res.json().id);
    } else if (roll < 0.3) {
      const who = pick([bob, cy]);
      const topic = pick(topics);
      if (random() < 0.5) {
        await tolerate(
          ada.api.post(`${chat}/topics/${topic}/members`, { userIds: [who.userId] }),
          'topic add',
        );
      } else {
        await tolerate(ada.api.delete(`${chat}/topics/${topic}/members/${who.userId}`), 'topic remove');
      }
    } else if (roll < 0.4) {
      const visibility = random() < 0.5 ? 'public' : 'private';
      await tolerate(ada.api.patch(`${chat}/topics/${pick(topics)}`, { visibility }), 'topic visibility');
    } else if (roll < 0.5) {
      await tolerate(actor.api.post(`${chat}/topics/${pick(topics)}/leave`), 'topic leave');
    } else if (roll < 0.58) {
      const other = pick(world.people.filter((p) => p !== actor));
      await tolerate(
        actor.api.post(`${chat}/dms`, { clientId: randomUUID(), userIds: [other.userId] }),
        'dm',
      );
    } else if (roll < 0.85) {
      await tolerate(
        actor.api.post(`${chat}/conversations/${pick(topics)}/messages`, {
          clientId: randomUUID(),
          // Now and then a mention: a notification for that person, if they see the topic.
          body:
            inboxRandom() < 0.8
              ? mentionBody(`m${random()}`, inboxPick(world.people).userId)
              : body(`m${random()}`),
        }),
        'send',
      );
    } else {
      await tolerate(
        actor.api.request({
          method: 'PUT',
          url: `${chat}/conversations/${pick(topics)}/draft`,
          payload: { body: body(`draft ${random()}`) },
        }),
        'draft',
      );
    }
  };
  // Groups, people's statuses, boards, documents, labels, views, lists and calls: every other entity
  // the engine carries, drawn from a generator of their own (the seeds found before replay the same
  // task and chat writes).
  const entityRandom = prng(seed * 23 + 11);
  const entityPick = <T>(list: readonly T[]): T => list[Math.floor(entityRandom() * list.length)] as T;
  const made = {
    groups: [] as string[],
    boards: [] as string[],
    documents: [] as string[],
    labels: [] as string[],
    views: [] as string[],
    lists: [] as string[],
  };
  const calls: { id: string; starter: Person }[] = [];
  // Calls are kept in memory by the page (features/sync/callStore.ts), one store per page: here the
  // three clients share the process's one, checked at the end against the server's calls.
  useCallStore.setState({ calls: {} });
  const entityStep = async (actor: Person) => {
    const roll = entityRandom();
    const tag = randomUUID().slice(0, 8);
    const others = world.people.filter((p) => p !== actor);
    if (roll < 0.1) {
      const res = await tolerate(
        actor.api.post(`${base}/groups`, {
          clientId: randomUUID(),
          name: `group ${tag}`,
          memberIds: world.people.filter(() => entityRandom() < 0.5).map((p) => p.userId),
        }),
        'group',
      );
      if (res.statusCode === 201) made.groups.push(JSON.parse(res.body).id);
    } else if (roll < 0.17 && made.groups.length > 0) {
      const change =
        entityRandom() < 0.5
          ? { name: `renamed ${tag}` }
          : { memberIds: world.people.filter(() => entityRandom() < 0.5).map((p) => p.userId) };
      await tolerate(actor.api.patch(`${base}/groups/${entityPick(made.groups)}`, change), 'group edit');
    } else if (roll < 0.2 && made.groups.length > 0) {
      await tolerate(actor.api.delete(`${base}/groups/${entityPick(made.groups)}`), 'group delete');
    } else if (roll < 0.3) {
      // One's own status, for every workspace of theirs at once (its rows go to each org room).
      if (entityRandom() < 0.3) {
        await tolerate(actor.api.delete('/api/people/me/status'), 'status clear');
      } else {
        await tolerate(
          actor.api.request({
            method: 'PUT',
            url: '/api/people/me/status',
            payload: {
              emoji: entityPick(['🌴', '🤒', '📅', '']),
              text: `status ${tag}`,
              expiresAt: entityRandom() < 0.5 ? null : new Date(Date.now() + 86_400_000).toISOString(),
            },
          }),
          'status',
        );
      }
    } else if (roll < 0.5) {
      // Boards and documents: the same metadata writes (their content is not in the change log).
      const kind = roll < 0.4 ? 'boards' : 'documents';
      const held = made[kind];
      const what = entityRandom();
      if (what < 0.3 || held.length === 0) {
        const res = await tolerate(
          actor.api.post(`${base}/${kind}`, {
            clientId: randomUUID(),
            orbitId: entityPick(orbits),
            title: `${kind} ${tag}`,
          }),
          kind,
        );
        if (res.statusCode === 201) held.push(JSON.parse(res.body).id);
      } else {
        const id = entityPick(held);
        const path = `${base}/${kind}/${id}`;
        if (what < 0.5) await tolerate(actor.api.patch(path, { title: `renamed ${tag}` }), `${kind} rename`);
        else if (what < 0.65)
          await tolerate(actor.api.patch(path, { orbitId: entityPick(orbits) }), `${kind} move`);
        else if (what < 0.75)
          await tolerate(actor.api.patch(path, { archived: entityRandom() < 0.5 }), `${kind} archive`);
        else if (what < 0.85) await tolerate(actor.api.delete(path), `${kind} trash`);
        else if (what < 0.93) await tolerate(actor.api.post(`${path}/restore`), `${kind} restore`);
        else {
          await tolerate(actor.api.delete(path), `${kind} trash`);
          await tolerate(actor.api.delete(`${path}/permanent`), `${kind} delete`);
        }
      }
    } else if (roll < 0.58) {
      const what = entityRandom();
      if (what < 0.4 || made.labels.length === 0) {
        const res = await tolerate(
          actor.api.post(`${base}/labels`, {
            clientId: randomUUID(),
            name: `label ${tag}`,
            color: '#3366ff',
          }),
          'label',
        );
        if (res.statusCode === 201) made.labels.push(JSON.parse(res.body).id);
      } else if (what < 0.75) {
        await tolerate(
          actor.api.patch(`${base}/labels/${entityPick(made.labels)}`, { name: `l ${tag}` }),
          'label edit',
        );
      } else {
        await tolerate(actor.api.delete(`${base}/labels/${entityPick(made.labels)}`), 'label delete');
      }
    } else if (roll < 0.66) {
      const what = entityRandom();
      if (what < 0.4 || made.views.length === 0) {
        const res = await tolerate(
          actor.api.post(`${base}/views`, {
            clientId: randomUUID(),
            name: `view ${tag}`,
            visibility: entityRandom() < 0.5 ? 'shared' : 'private',
          }),
          'view',
        );
        if (res.statusCode === 201) made.views.push(JSON.parse(res.body).id);
      } else if (what < 0.75) {
        await tolerate(
          actor.api.patch(`${base}/views/${entityPick(made.views)}`, { name: `v ${tag}` }),
          'view edit',
        );
      } else {
        await tolerate(actor.api.delete(`${base}/views/${entityPick(made.views)}`), 'view delete');
      }
    } else if (roll < 0.74) {
      const what = entityRandom();
      if (what < 0.4 || made.lists.length === 0) {
        const res = await tolerate(
          actor.api.post(`${base}/lists`, {
            clientId: randomUUID(),
            orbitId: entityPick(orbits),
            name: `list ${tag}`,
          }),
          'list',
        );
        if (res.statusCode === 201) made.lists.push(JSON.parse(res.body).id);
      } else if (what < 0.75) {
        await tolerate(
          actor.api.patch(`${base}/lists/${entityPick(made.lists)}`, { name: `li ${tag}` }),
          'list edit',
        );
      } else {
        await tolerate(actor.api.delete(`${base}/lists/${entityPick(made.lists)}`), 'list delete');
      }
    } else {
      // Calls: started with someone or ad hoc, joined, declined, left, ended.
      const what = entityRandom();
      if (what < 0.3 || calls.length === 0) {
        const inviteeIds = entityRandom() < 0.7 ? [entityPick(others).userId] : [];
        const res = await tolerate(actor.api.post(`${base}/calls`, { inviteeIds }), 'call');
        if (res.statusCode === 201) calls.push({ id: JSON.parse(res.body).id, starter: actor });
      } else {
        const call = entityPick(calls);
        const path = `${base}/calls/${call.id}`;
        if (what < 0.55) await tolerate(actor.api.post(`${path}/join`), 'call join');
        else if (what < 0.7) await tolerate(actor.api.post(`${path}/decline`), 'call decline');
        else if (what < 0.85) await tolerate(actor.api.post(`${path}/leave`), 'call leave');
        else await tolerate(actor.api.post(`${path}/end`), 'call end');
      }
    }
  };
  try {
    for (const client of clients) await client.session.catchUp();
    const orbit = await ada.api.post(`${base}/orbits`, { clientId: randomUUID(), name: 'First' });
    orbits.push(orbit.json().id);

    for (let step = 0; step < steps; step += 1) {
      const actor = pick(world.people);
      if (inboxRandom() < 0.25) await inboxStep(inboxPick(world.people));
      if (entityRandom() < 0.4) await entityStep(entityPick(world.people));
      if (random() < 0.2) {
        await chatStep(actor);
        continue;
      }
      const roll = random();
      if (roll < 0.1) {
        const visibility = random() < 0.5 ? 'public' : 'private';
        const res = await ada.api.post(`${base}/orbits`, { clientId: randomUUID(), name: 'O', visibility });
        if (res.statusCode === 201) orbits.push(res.json().id);
      } else if (roll < 0.35) {
        const res = await actor.api.post(`${base}/items`, {
          clientId: randomUUID(),
          orbitId: pick(orbits),
          title: `T${step}`,
          assigneeIds: random() < 0.3 ? [pick(world.people).userId] : [],
        });
        if (res.statusCode === 201) itemsMade.push(res.json().id);
      } else if (roll < 0.5 && itemsMade.length > 0) {
        await expectStatus(
          actor.api.patch(`${base}/items/${pick(itemsMade)}`, { title: `E${step}` }),
          'edit',
        );
      } else if (roll < 0.58 && itemsMade.length > 0) {
        await expectStatus(
          ada.api.patch(`${base}/items/${pick(itemsMade)}`, { orbitId: pick(orbits) }),
          'move',
        );
      } else if (roll < 0.63 && itemsMade.length > 0) {
        await expectStatus(actor.api.delete(`${base}/items/${pick(itemsMade)}`), 'trash');
      } else if (roll < 0.66 && itemsMade.length > 0) {
        const id = pick(itemsMade);
        await expectStatus(ada.api.delete(`${base}/items/${id}`), 'trash');
        await expectStatus(ada.api.delete(`${base}/items/${id}/permanent`), 'delete');
      } else if (roll < 0.7 && itemsMade.length > 0) {
        await expectStatus(
          actor.api.request({ method: 'PUT', url: `${base}/favorites/${pick(itemsMade)}` }),
          'star',
        );
      } else if (roll < 0.77) {
        const who = pick([bob, cy]);
        await expectStatus(
          ada.api.patch(`${base}/members/${who.userId}`, { role: pick(['member', 'guest']) }),
          'role',
        );
      } else if (roll < 0.83) {
        const visibility = random() < 0.5 ? 'public' : 'private';
        await expectStatus(ada.api.patch(`${base}/orbits/${pick(orbits)}`, { visibility }), 'visibility');
      } else if (roll < 0.89) {
        const who = pick([bob, cy]);
        const orbitId = pick(orbits);
        if (random() < 0.5) {
          await expectStatus(
            ada.api.post(`${base}/orbits/${orbitId}/members`, { userId: who.userId }),
            'add',
          );
        } else {
          await expectStatus(ada.api.delete(`${base}/orbits/${orbitId}/members/${who.userId}`), 'remove');
        }
      } else if (roll < 0.91) {
        // Someone leaves, and joins again through the link (a fresh start for their client).
        const who = pick([bob, cy]);
        await expectStatus(who.api.delete(`${base}/members/${who.userId}`), 'leave');
        await expectStatus(who.api.post(`/api/invite-link/${token}/join`), 'rejoin');
      } else if (roll < 0.94) {
        // Offline for a while, or back online with a catch-up.
        const client = pick(clients);
        client.online = !client.online;
        if (client.online) await client.session.catchUp();
      } else if (roll < 0.97) {
        await pick(clients).reload();
      } else {
        // A confirm timer firing.
        const client = pick(clients);
        if (client.online) await client.session.confirm();
      }
    }

    // Calls end before the last catch-up: a call still ringing would be marked missed by the server's
    // sweep later, after the stores were compared.
    for (const call of calls) {
      for (const person of [call.starter, ...world.people]) {
        const ended = await tolerate(person.api.post(`${base}/calls/${call.id}/end`), 'call end');
        if (ended.statusCode === 200) break;
      }
    }
    // Everyone back online; the last catch-up confirms each cursor.
    for (const client of clients) {
      client.online = true;
      await client.session.settle();
      await client.session.catchUp();
      await client.session.settle();
    }
    let compared = 0;
    for (const client of clients) {
      const fresh = new LocalDb(`fresh-${randomUUID()}`);
      try {
        const scope = { workspaceId, meId: client.person.userId };
        await catchUp({
          db: fresh,
          request: webRequest(client.person.api),
          scope,
          org: slug,
          after: undefined,
        });
        const [mine, truth] = [await snapshot(client.db, workspaceId), await snapshot(fresh, workspaceId)];
        compared += (truth.notifications as unknown[]).length;
        const a = canonical(mine);
        const b = canonical(truth);
        if (a !== b && process.env.CONVERGENCE_DEBUG) {
          // The workspace's whole log, to read how the store got where it is.
          const rows = await world.t.database.db.execute(
            sql`select seq, entity, entity_id, op, room, data->>'orbitId' as orbit, data->>'deletedAt' as del from change_log where workspace_id = ${workspaceId} order by seq`,
          );
          console.log(JSON.stringify(rows.rows));
          console.log('people', JSON.stringify(world.people.map((p) => [p.name, p.userId])));
        }
        if (a !== b) {
          return {
            ok: false,
            message: `seed ${seed}: ${client.person.name}'s store differs from a fresh bootstrap\nstore:     ${a}\nbootstrap: ${b}`,
          };
        }
      } finally {
        await fresh.delete();
      }
    }
    const heardCalls = await compareCalls(world, base, calls);
    if (heardCalls.differs) return { ok: false, message: `seed ${seed}: ${heardCalls.differs}` };
    const logged = await world.t.database.db.execute<{ entity: string; n: number }>(
      sql`select entity, count(*)::int as n from change_log where workspace_id = ${workspaceId} group by entity`,
    );
    return {
      ok: true,
      proven: clients.reduce((sum, client) => sum + client.proven + client.session.proven, 0),
      notifications: compared,
      calls: heardCalls.held,
      changes: Object.fromEntries(logged.rows.map((row) => [row.entity, Number(row.n)])),
    };
  } finally {
    clients.forEach((client, index) => {
      client.person.socket.off('sync.change', listeners[index]);
    });
    for (const client of clients) await client.close();
  }
}
