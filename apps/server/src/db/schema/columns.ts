import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.js';

// Column shapes the synced tables share.

/** The row's workspace; the row goes with it. */
export const workspaceRef = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
/** The change-log number of the row's last change (docs/SYNC.md). */
export const seq = () => bigint({ mode: 'number' }).notNull().default(0);
export const stamp = () => timestamp({ withTimezone: true });
