import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { localDb } from '../../lib/localDb';
import { useLiveQuery } from './useLiveQuery';

afterEach(async () => {
  vi.restoreAllMocks();
  await localDb.lists.clear();
});

it('a live query that throws once reads again and goes on following the table', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  let failNext = false;
  const { result } = renderHook(() =>
    useLiveQuery(
      async () => {
        const count = await localDb.lists.count();
        if (failNext) {
          failNext = false;
          throw new Error('database busy');
        }
        return count;
      },
      'lists-count',
      -1,
    ),
  );
  await waitFor(() => expect(result.current).toBe(0));

  // The next read fails: the screen keeps its last result, and the failure is said.
  failNext = true;
  await act(async () => {
    await localDb.lists.put({ id: 'a' });
  });
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));

  // After it, the hook is still live: it has read again, and later writes reach it too.
  await waitFor(() => expect(result.current).toBe(1));
  await act(async () => {
    await localDb.lists.put({ id: 'b' });
  });
  await waitFor(() => expect(result.current).toBe(2));
});
