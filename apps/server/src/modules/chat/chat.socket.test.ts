import { randomUUID } from 'node:crypto';
import type { ChangeDto, ConversationDto, MessageDto } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { changesOf, mark, receivedOf, waitForChange, waitForEvent } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { chatBase, makeDm, makeTopic, send } from './chat.fixture.js';

const about =
  (entity: string, id: string, op: ChangeDto['op'] = 'upsert') =>
  (change: ChangeDto) =>
    change.entity === entity && change.id === id && change.op === op;

describe('chat on sockets', () => {
  const world = useTasksSockets();

  it('a public topic reaches every non-guest, a private one its members; a guest hears neither', async () => {
    const { w, open } = world;
    const { owner, member, guest } = w.people;
    const publicTopic = await makeTopic(w, owner.client);
    const privateTopic = await makeTopic(w, owner.client, { visibility: 'private' });
    const guestDm = await makeDm(w, owner.client, [guest.user.id]);
    const [ownerSocket, memberSocket, guestSocket] = [
      await open('owner'),
      await open('member'),
      await open('guest'),
    ];
    const inPublic = await send(w, owner.client, publicTopic.id, 'for all');
    const inPrivate = await send(w, owner.client, privateTopic.id, 'for me');
    await waitForChange(memberSocket, about('message', inPublic.id));
    await waitForChange(ownerSocket, about('message', inPrivate.id));
    const sentinel = await send(w, owner.client, guestDm.id, 'sentinel');
    await waitForChange(guestSocket, about('message', sentinel.id));
    expect(
      changesOf(guestSocket).some((change) => change.entity === 'message' && change.id !== sentinel.id),
    ).toBe(false);
    // The member did not hear the private topic: the sentinel for them comes after it.
    const after = await send(w, owner.client, publicTopic.id, 'after');
    await waitForChange(memberSocket, about('message', after.id));
    expect(changesOf(memberSocket).some((change) => change.id === inPrivate.id)).toBe(false);
  });

  it('added to a private topic: the topic in their room, then its messages; removed: a delete, then nothing', async () => {
    const { w, open } = world;
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'private' });
    const memberSocket = await open('member');
    const since = mark(memberSocket);
    await owner.client.post(`${chatBase(w)}/topics/${topic.id}/members`, { userIds: [member.user.id] });
    const gained = await waitForChange(memberSocket, about('conversation', topic.id), since);
    expect((gained.data as ConversationDto).memberIds).toContain(member.user.id);
    const heard = await send(w, owner.client, topic.id, 'welcome');
    await waitForChange(memberSocket, about('message', heard.id), since);
    await owner.client.delete(`${chatBase(w)}/topics/${topic.id}/members/${member.user.id}`);
    await waitForChange(memberSocket, about('conversation', topic.id, 'delete'), since);
    const unheard = await send(w, owner.client, topic.id, 'gone');
    const sentinelTopic = await makeTopic(w, owner.client);
    const sentinel = await send(w, owner.client, sentinelTopic.id, 'sentinel');
    await waitForChange(memberSocket, about('message', sentinel.id), since);
    expect(changesOf(memberSocket, since).some((change) => change.id === unheard.id)).toBe(false);
  });

  it('a member made guest loses the public topics they did not join, and gets them back', async () => {
    const { w, open } = world;
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client);
    const memberSocket = await open('member');
    const since = mark(memberSocket);
    await owner.client.patch(`${w.base}/members/${member.user.id}`, { role: 'guest' });
    await waitForChange(memberSocket, about('conversation', topic.id, 'delete'), since);
    expect((await member.client.get(`${chatBase(w)}/conversations/${topic.id}/messages`)).statusCode).toBe(
      404,
    );
    await owner.client.patch(`${w.base}/members/${member.user.id}`, { role: 'member' });
    await waitForChange(memberSocket, about('conversation', topic.id), since);
    const message = await send(w, owner.client, topic.id, 'back');
    await waitForChange(memberSocket, about('message', message.id), since);
  });

  it('typing reaches the others who see the conversation, never the typist or someone who cannot see it', async () => {
    const { w, open } = world;
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'private', memberIds: [member.user.id] });
    const [ownerSocket, ownerSecondTab, memberSocket, adminSocket] = [
      await open('owner'),
      await open('owner'),
      await open('member'),
      await open('admin'),
    ];
    const since = [ownerSocket, ownerSecondTab, memberSocket, adminSocket].map(mark);
    ownerSocket.emit('chat.typing', { workspaceId: w.workspace.id, conversationId: topic.id });
    const relayed = await waitForEvent(memberSocket, 'chat.typing', () => true, since[2]);
    expect(relayed).toEqual({ workspaceId: w.workspace.id, conversationId: topic.id, userId: owner.user.id });
    // The admin is no member of the private topic: their typing there goes nowhere.
    adminSocket.emit('chat.typing', { workspaceId: w.workspace.id, conversationId: topic.id });
    // Sentinel: the member types, the owner's tabs hear it; by then they would have heard the admin.
    memberSocket.emit('chat.typing', { workspaceId: w.workspace.id, conversationId: topic.id });
    await waitForEvent(
      ownerSocket,
      'chat.typing',
      (p: { userId: string }) => p.userId === member.user.id,
      since[0],
    );
    await waitForEvent(
      ownerSecondTab,
      'chat.typing',
      (p: { userId: string }) => p.userId === member.user.id,
      since[1],
    );
    for (const [index, socket] of [ownerSocket, ownerSecondTab].entries()) {
      const heard = receivedOf<{ userId: string }>(socket, 'chat.typing', since[index]);
      expect(heard.map((p) => p.userId)).toEqual([member.user.id]);
    }
    expect(receivedOf(adminSocket, 'chat.typing', since[3])).toEqual([]);
  });

  it('concurrent senders: one order per conversation, 1…n without gaps, each sender’s own order kept', async () => {
    const { w } = world;
    const { owner, member, admin } = w.people;
    const topic = await makeTopic(w, owner.client);
    const senders = [owner, member, admin];
    const perSender = 12;
    const sent = await Promise.all(
      senders.map(async (person, index) => {
        const mine: MessageDto[] = [];
        // Each sender sends in order (as its outbox does), all senders at once.
        for (let i = 0; i < perSender; i += 1)
          mine.push(await send(w, person.client, topic.id, `${index}:${i}`));
        return mine;
      }),
    );
    const all = sent.flat();
    expect(all.map((m) => m.conversationSeq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: senders.length * perSender }, (_, i) => i + 1),
    );
    for (const mine of sent) {
      const seqs = mine.map((m) => m.conversationSeq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
    // Same message sent twice at once: stored once.
    const clientId = randomUUID();
    const body = {
      clientId,
      body: JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'once' }] }],
      }),
    };
    const twice = await Promise.all([
      owner.client.post(`${chatBase(w)}/conversations/${topic.id}/messages`, body),
      owner.client.post(`${chatBase(w)}/conversations/${topic.id}/messages`, body),
    ]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(twice.map((res) => res.json().message.id)).size).toBe(1);
  });
});
