import { describe, expect, it } from 'vitest';
import { createTopicSchema, reactionEmojiSchema, sendMessageSchema } from './chat.schemas.js';
import { messageMentions, messagePlainText, messageTextMax } from './message-body.js';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const txt = (text: string) => ({ type: 'text', text });
const mention = (kind: string, id: string, label: string) => ({
  type: 'mention',
  attrs: { kind, id, label },
});
const clientId = '0b6c8f5e-2d5f-4d7a-9a43-0c7d3f1f0a11';

describe('message bodies', () => {
  it('reads the words and the mentions of a body', () => {
    const body = doc(
      para(txt('Hi '), mention('user', 'u1', 'Ada'), txt(', see '), mention('topic', 't1', 'general')),
    );
    expect(messagePlainText(body)).toBe('Hi @Ada, see #general');
    expect(messageMentions(body)).toEqual([
      { kind: 'user', id: 'u1' },
      { kind: 'topic', id: 't1' },
    ]);
  });

  it('takes plain text and rich text, and refuses empty, over-long and unknown content on the body', () => {
    expect(sendMessageSchema.safeParse({ clientId, body: 'hello' }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ clientId, body: doc(para(txt('hello'))) }).success).toBe(true);
    const problems = [
      doc(para()),
      '   ',
      'x'.repeat(messageTextMax + 1),
      doc({ type: 'image', attrs: { src: 'x' } }),
      doc(para(mention('planet', 'p1', 'Mars'))),
      'a\u0000b',
    ];
    for (const body of problems) {
      const result = sendMessageSchema.safeParse({ clientId, body });
      expect(result.success, body.slice(0, 40)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['body']);
    }
  });
});

describe('reactions and topics', () => {
  it('takes one emoji, with skin tones, flags and joiners, and nothing else', () => {
    for (const emoji of ['👍', '👍🏽', '🇩🇪', '👩‍💻', '❤️', '1️⃣']) {
      expect(reactionEmojiSchema.safeParse(emoji).success, emoji).toBe(true);
    }
    for (const emoji of ['a', 'ok', '👍 ', '<script>', '']) {
      expect(reactionEmojiSchema.safeParse(emoji).success, emoji).toBe(false);
    }
  });

  it('names a topic with 1 to 80 characters', () => {
    expect(createTopicSchema.safeParse({ clientId, name: '  ' }).error?.issues[0]?.message).toBe(
      'Give the topic a name.',
    );
    expect(createTopicSchema.safeParse({ clientId, name: 'x'.repeat(81) }).success).toBe(false);
    expect(createTopicSchema.parse({ clientId, name: ' general ' })).toMatchObject({
      name: 'general',
      visibility: 'public',
    });
  });
});
