import type { CallDto, CallHistoryEntry } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { todaysCalls } from './TodaysCalls';

const entry = (
  id: string,
  createdAt: string,
  startedAt: string | null,
  endedAt: string | null,
): CallHistoryEntry => ({
  call: {
    id,
    workspaceId: 'w',
    kind: 'direct',
    conversationId: null,
    createdBy: 'u',
    createdAt,
    startedAt,
    endedAt,
    endedBy: null,
    media: 'mesh',
    participants: [],
    seq: 1,
  } satisfies CallDto,
  outcome: endedAt ? 'answered' : 'ongoing',
  durationSeconds: endedAt ? 60 : null,
});

describe('todaysCalls', () => {
  it('keeps the calls going on (whenever they started) first, then the others of today; drops older ended ones', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
    const list = [
      entry('today-ended', at(25, 14), at(25, 14), at(25, 14)),
      entry('live-since-yesterday', at(24, 23), at(24, 23), null),
      entry('yesterday-ended', at(24, 10), at(24, 10), at(24, 11)),
      entry('today-live', at(25, 9), at(25, 9), null),
      entry('today-never-started', at(25, 8), null, null),
    ];
    expect(todaysCalls(list, now).map((e) => e.call.id)).toEqual([
      'live-since-yesterday',
      'today-live',
      'today-ended',
      'today-never-started',
    ]);
  });
});
