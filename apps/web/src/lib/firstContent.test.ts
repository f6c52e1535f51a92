import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstContentDrawn,
  firstContentLive,
  firstContentTiming,
  markFirstContent,
  resetFirstContent,
  startFirstContentClock,
} from './firstContent';

describe('firstContent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstContent('waiting');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the page to say its first content is drawn, then for an idle moment', () => {
    startFirstContentClock();
    vi.advanceTimersByTime(firstContentTiming.fallbackMs - 1);
    expect(firstContentLive()).toBe(false);
    markFirstContent();
    // Drawn, but the extras start only when the browser is next idle.
    expect(firstContentLive()).toBe(false);
    vi.advanceTimersByTime(firstContentTiming.idleMs);
    expect(firstContentLive()).toBe(true);
  });

  it('does not wait longer than the fallback for a page that never says', () => {
    startFirstContentClock();
    vi.advanceTimersByTime(firstContentTiming.fallbackMs);
    expect(firstContentLive()).toBe(false);
    vi.advanceTimersByTime(firstContentTiming.idleMs);
    expect(firstContentLive()).toBe(true);
  });

  it('never waits without the frame having asked: nothing starts before the clock or a mark', () => {
    vi.advanceTimersByTime(firstContentTiming.fallbackMs * 10);
    expect(firstContentLive()).toBe(false);
  });

  it('a second clock does not restart the wait', () => {
    startFirstContentClock();
    vi.advanceTimersByTime(firstContentTiming.fallbackMs - 10);
    startFirstContentClock();
    vi.advanceTimersByTime(10 + firstContentTiming.idleMs);
    expect(firstContentLive()).toBe(true);
  });

  it('firstContentDrawn resolves on the mark, or after its time without one', async () => {
    let drawn = false;
    void firstContentDrawn(1_000).then(() => {
      drawn = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(drawn).toBe(false);
    markFirstContent();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toBe(true);

    resetFirstContent('waiting');
    let late = false;
    void firstContentDrawn(1_000).then(() => {
      late = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(late).toBe(true);
  });
});
