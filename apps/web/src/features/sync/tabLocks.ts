/** What the outbox needs from the Web Locks API (navigator.locks), so tests can give their own. */
export type Locks = Pick<LockManager, 'request' | 'query'>;

export type TabLocks = {
  /** This page's id, kept on the writes it is making. */
  readonly tabId: string;
  /** Runs `send` while no other tab of this origin is sending (one sender at a time). */
  exclusive<T>(send: () => Promise<T>): Promise<T>;
  /** Whether the page that made a write is still open (its own lock is held). */
  isAlive(tabId: string): Promise<boolean>;
};

const SEND_LOCK = 'orbit-outbox-send';
const tabLock = (tabId: string) => `orbit-tab:${tabId}`;

/**
 * Coordination between the tabs of one browser. Each page holds a lock named after it for as long as
 * it lives, so another page can tell a write left half-made by a closed page from one being made
 * right now. Without the Web Locks API there is no other tab to coordinate with that we could know
 * of: every other page counts as closed and sending is not shared.
 */
export function createTabLocks(locks: Locks | undefined = globalThis.navigator?.locks): TabLocks {
  const tabId = crypto.randomUUID();
  // Never resolves: released when the page goes away.
  void locks?.request(tabLock(tabId), () => new Promise<void>(() => undefined));
  return {
    tabId,
    exclusive: (send) => (locks ? locks.request(SEND_LOCK, send) : send()),
    async isAlive(id) {
      if (id === tabId) return true;
      if (!locks) return false;
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === tabLock(id));
    },
  };
}
