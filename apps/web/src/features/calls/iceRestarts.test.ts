import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IceRestarts } from './iceRestarts';

/** A connection whose state the test sets (`to`), firing `connectionstatechange` as a real one does. */
function fakePeer() {
  const target = new EventTarget();
  const pc = Object.assign(target, { connectionState: 'connected' as RTCPeerConnectionState });
  return {
    pc: pc as unknown as RTCPeerConnection,
    to(state: RTCPeerConnectionState) {
      pc.connectionState = state;
      target.dispatchEvent(new Event('connectionstatechange'));
    },
  };
}

function watched(options = {}) {
  const peer = fakePeer();
  const restarts: number[] = [];
  const gaveUp: string[] = [];
  let onRestart: () => void = () => {};
  const watcher = new IceRestarts(
    peer.pc,
    async () => {
      restarts.push(Date.now());
      onRestart();
    },
    (reason) => gaveUp.push(reason),
    { disconnectedMs: 3_000, retryMs: 6_000, maxRestarts: 3, ...options },
  );
  return {
    ...peer,
    watcher,
    restarts,
    gaveUp,
    /** What each restart does (by default nothing: the connection stays as it is). */
    onRestart(run: () => void) {
      onRestart = run;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('IceRestarts', () => {
  it('restarts at once when the connection fails', async () => {
    const t = watched();
    t.to('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.restarts).toHaveLength(1);
  });

  it('restarts a connection that stays disconnected a few seconds, not one that comes back', async () => {
    const t = watched();
    t.to('disconnected');
    await vi.advanceTimersByTimeAsync(2_000);
    t.to('connected');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.restarts).toHaveLength(0);

    t.to('disconnected');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(t.restarts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.restarts).toHaveLength(1);
  });

  it('restarts again while the connection does not come back, and gives up after the last', async () => {
    const t = watched();
    t.to('failed');
    await vi.advanceTimersByTimeAsync(0);
    // Failing again right after the restart (the network is still down) waits for the retry.
    t.to('failed');
    await vi.advanceTimersByTimeAsync(5_999);
    expect(t.restarts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.restarts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(t.restarts).toHaveLength(3);
    expect(t.gaveUp).toEqual([]);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(t.restarts).toHaveLength(3);
    expect(t.gaveUp).toEqual(['no connection after 3 ICE restarts']);
    // Stopped: nothing more.
    t.to('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.restarts).toHaveLength(3);
  });

  it('counts anew once a restart has connected, and goes on after a restart that failed', async () => {
    const t = watched();
    t.onRestart(() => {
      throw new Error('Janus unreachable');
    });
    t.to('failed');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(t.restarts).toHaveLength(2);
    t.onRestart(() => t.to('connected'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(t.restarts).toHaveLength(3);
    expect(t.watcher.count).toBe(0);
    // A later drop has all its restarts again.
    t.onRestart(() => {});
    t.to('failed');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(t.restarts).toHaveLength(6);
    expect(t.gaveUp).toEqual([]);
  });

  it('does nothing for a closed connection or once stopped', async () => {
    const t = watched();
    t.watcher.stop();
    t.to('failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.restarts).toHaveLength(0);
  });
});
