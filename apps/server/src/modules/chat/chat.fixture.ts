import { randomUUID } from 'node:crypto';
import type { ConversationDto, MessageDto, SendMessageResult } from '@orbit/shared';
import type { ApiClient } from '../../test/api-client.js';
import type { TasksWorld } from '../sync/tasks.fixture.js';

/** A message body as the editor writes it: one paragraph of text (and mention chips). */
export function doc(...parts: (string | { kind: string; id: string; label?: string })[]): string {
  const content = parts.map((part) =>
    typeof part === 'string'
      ? { type: 'text', text: part }
      : { type: 'mention', attrs: { id: part.id, kind: part.kind, label: part.label ?? part.id } },
  );
  return JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content }] });
}

export const chatBase = (w: TasksWorld) => `${w.base}/chat`;

export async function makeTopic(
  w: TasksWorld,
  client: ApiClient,
  body: Record<string, unknown> = {},
): Promise<ConversationDto> {
  const res = await client.post(`${chatBase(w)}/topics`, {
    clientId: randomUUID(),
    name: `topic-${randomUUID().slice(0, 8)}`,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`makeTopic: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function makeDm(w: TasksWorld, client: ApiClient, userIds: string[]): Promise<ConversationDto> {
  const res = await client.post(`${chatBase(w)}/dms`, { clientId: randomUUID(), userIds });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`makeDm: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function send(
  w: TasksWorld,
  client: ApiClient,
  conversationId: string,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<MessageDto> {
  const res = await client.post(`${chatBase(w)}/conversations/${conversationId}/messages`, {
    clientId: randomUUID(),
    body: doc(text),
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
  return (res.json() as SendMessageResult).message;
}
