import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { testLogger } from '../test/test-logger.js';
import { attachRedisAdapter } from './redis-adapter.js';

describe('attachRedisAdapter', () => {
  it('fails the start with a clear message, without the URL, when Redis does not answer', async () => {
    // Not attached to an HTTP server: only the adapter is under test.
    const io = new Server();
    await expect(attachRedisAdapter(io, 'redis://:secret@127.0.0.1:1', testLogger)).rejects.toThrow(
      /^Redis \(REDIS_URL\) did not answer: (?!.*secret)/,
    );
  });
});
