import { type CallDto, callSchema } from '@orbit/shared';
import { create } from 'zustand';

/**
 * The calls this tab has heard of (from the sync engine's `call` changes and from the routes' answers),
 * in memory: the seed's IndexedDB tables have no place for calls, and a call is only interesting while
 * it goes on; the history page asks the server (`GET /calls`).
 */
type CallStore = {
  calls: Record<string, CallDto>;
  put(call: CallDto): void;
  remove(id: string): void;
};

export const useCallStore = create<CallStore>((set) => ({
  calls: {},
  put: (call) =>
    set((state) => {
      const current = state.calls[call.id];
      if (current && current.seq > call.seq) return state;
      return { calls: { ...state.calls, [call.id]: call } };
    }),
  remove: (id) =>
    set((state) => {
      const { [id]: _gone, ...rest } = state.calls;
      return { calls: rest };
    }),
}));

/** The sync engine's applier for `call` changes (features/sync/applyChanges.ts). */
export const callApplier = {
  async upsert(data: unknown, seq: number): Promise<void> {
    const call = callSchema.parse(data);
    useCallStore.getState().put({ ...call, seq });
  },
  async remove(id: string): Promise<void> {
    useCallStore.getState().remove(id);
  },
};
