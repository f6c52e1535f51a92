import { afterEach, describe, expect, it, vi } from 'vitest';
import { coolJanus, takeWarmJanus, warmJanus } from './janusWarmup';

/** Janus answering `create` with session 1 (or refusing it), long polls left waiting; requests kept. */
function fakeJanus(refuse = false) {
  const posted: { url: string; janus: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!init?.method) return new Promise<Response>(() => {});
      const body = JSON.parse(String(init.body)) as { janus: string; transaction: string };
      posted.push({ url, janus: body.janus });
      if (refuse) throw new TypeError('Failed to fetch');
      return new Response(
        JSON.stringify({ janus: 'success', transaction: body.transaction, data: { id: 1 } }),
      );
    }),
  );
  return posted;
}

afterEach(() => {
  coolJanus();
  vi.unstubAllGlobals();
});

describe('janusWarmup', () => {
  it('hands the session opened in the lobby, with its two handles attached, to the join, once', async () => {
    const posted = fakeJanus();
    warmJanus('http://janus.test/janus');
    warmJanus('http://janus.test/janus');
    const warmed = await takeWarmJanus('http://janus.test/janus');
    expect(warmed?.session.sessionId).toBe(1);
    expect([warmed?.publisher?.id, warmed?.subscriber?.id]).toEqual([1, 1]);
    expect(posted.map((p) => `${p.janus} ${p.url}`)).toEqual([
      'create http://janus.test/janus',
      'attach http://janus.test/janus/1',
      'attach http://janus.test/janus/1',
    ]);
    expect(await takeWarmJanus('http://janus.test/janus')).toBeNull();
    warmed?.session.close();
  });

  it('gives nothing for another address or a session that could not open, and closes one not taken', async () => {
    const posted = fakeJanus();
    warmJanus('http://janus.test/janus');
    expect(await takeWarmJanus('http://elsewhere.test/janus')).toBeNull();
    // Its handles attached (nobody took it), then the lobby is left.
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    coolJanus();
    expect(posted.map((p) => `${p.janus} ${p.url}`)).toEqual([
      'create http://janus.test/janus',
      'attach http://janus.test/janus/1',
      'attach http://janus.test/janus/1',
      'destroy http://janus.test/janus/1',
    ]);

    fakeJanus(true);
    warmJanus('http://janus.test/janus');
    expect(await takeWarmJanus('http://janus.test/janus')).toBeNull();
  });
});
