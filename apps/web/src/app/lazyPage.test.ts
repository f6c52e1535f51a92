import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_ERROR, ChunkLoadError, loadChunk } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(async () => ({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });

  it("fails with 'Loading chunk failed' after 120 s", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toThrow(CHUNK_LOAD_ERROR);
  });

  it('turns a failed fetch into the same error', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch'))).catch((e) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Loading chunk failed');
  });
});
