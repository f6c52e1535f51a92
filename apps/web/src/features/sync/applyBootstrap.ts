import {
  type BootstrapDto,
  type BootstrapRows,
  type BootstrapSection,
  bootstrapSectionNames,
  draftKey,
} from '@orbit/shared';
import type { LocalDb, LocalRow } from '../../lib/localDb';
import { type SyncDb, syncDbFor } from '../../lib/syncDb';
import { dropMember, type ListKind, putMember, type SyncScope, syncedTables } from './applyChanges';
import { favoriteRowOf, listRowOf, listSectionKinds } from './bootstrapRows';
import { replaceNotifications } from './inboxStore';

/**
 * How one bootstrap section replaces what the device held of its entity for the workspace: `clear`
 * runs for every section first, then `load` for every section, in the registry's order (tasks before
 * favourites: a task's load moves the favourite kept under its temporary id). `clearStore` and
 * `loadStore` do the same in the sync database (`orbit-sync`), in its own transaction.
 */
type SectionLoader<K extends BootstrapSection> = {
  clear?(db: LocalDb, scope: SyncScope): Promise<void>;
  load?(db: LocalDb, scope: SyncScope, rows: BootstrapRows<K>): Promise<void>;
  clearStore?(store: SyncDb, scope: SyncScope): Promise<void>;
  loadStore?(store: SyncDb, scope: SyncScope, rows: BootstrapRows<K>): Promise<void>;
};

/** Held for the workspace and not waiting for its create in the outbox (no temporary id). */
const serverRowOf = (workspaceId: string) => (row: LocalRow) =>
  row.workspaceId === workspaceId && !String(row.id ?? row.item_id).includes('-');

/** `lists` holds orbits, lists, views, labels, groups, boards and documents, told apart by `kind`. */
const listSection = <K extends 'orbits' | 'lists' | 'views' | 'labels' | 'groups' | 'boards' | 'documents'>(
  kind: ListKind,
): SectionLoader<K> => ({
  async clear(db, { workspaceId }) {
    const held = serverRowOf(workspaceId);
    await db.lists.filter((row) => held(row) && row.kind === kind).delete();
  },
  async load(db, { workspaceId }, rows) {
    await db.lists.bulkPut(rows.map((row) => listRowOf(row, kind, workspaceId)));
    // Server rows replacing the optimistic rows their creator made under a temporary id.
    await db.lists.bulkDelete(
      rows.flatMap((row) => (row.clientId && row.clientId !== row.id ? [row.clientId] : [])),
    );
  },
});

/**
 * The client half of the registry for the bootstrap: per section of the shared `bootstrapSections`,
 * where its rows go. A record over the sections, so one added there does not compile until it says.
 */
const sectionLoaders: { [K in BootstrapSection]: SectionLoader<K> } = {
  orbits: listSection(listSectionKinds.orbits),
  lists: listSection(listSectionKinds.lists),
  views: listSection(listSectionKinds.views),
  labels: listSection(listSectionKinds.labels),
  groups: listSection(listSectionKinds.groups),
  boards: listSection(listSectionKinds.boards),
  documents: listSection(listSectionKinds.documents),
  items: {
    async clear(db, { workspaceId }) {
      await db.items.filter(serverRowOf(workspaceId)).delete();
      await db.myTasks.filter(serverRowOf(workspaceId)).delete();
    },
    async load(db, { workspaceId, meId }, rows) {
      const items = rows.map((item) => ({ ...item, workspaceId: item.workspaceId || workspaceId }));
      await db.items.bulkPut(items);
      // Server rows replacing the optimistic rows their creator made under a temporary id.
      const replaced = new Map(
        items.flatMap((item): [string, string][] =>
          item.clientId && item.clientId !== item.id ? [[item.clientId, item.id]] : [],
        ),
      );
      if (replaced.size > 0) {
        const temporaryIds = [...replaced.keys()];
        const starred = (await db.favorites.bulkGet(temporaryIds)).filter((fav) => fav !== undefined);
        await db.items.bulkDelete(temporaryIds);
        await db.myTasks.bulkDelete(temporaryIds);
        await db.favorites.bulkDelete(temporaryIds);
        await db.favorites.bulkPut(
          starred.map((fav) => ({ ...fav, item_id: replaced.get(fav.item_id) ?? fav.item_id })),
        );
      }
      await db.myTasks.bulkPut(
        items
          .filter((item) => item.assigneeIds.includes(meId))
          .map((item) => ({ item_id: item.id, workspaceId })),
      );
    },
  },
  favorites: {
    async clear(db, { workspaceId }) {
      await db.favorites.filter(serverRowOf(workspaceId)).delete();
    },
    async load(db, { workspaceId }, rows) {
      await db.favorites.bulkPut(rows.map((fav) => favoriteRowOf(fav, workspaceId)));
    },
  },
  members: {
    async load(db, scope, rows) {
      for (const member of rows) await putMember(db, scope, member);
      // People no longer in the workspace: the bootstrap is the whole truth.
      const present = new Set(rows.map((member) => member.userId));
      const held = await db.users
        .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(scope.workspaceId))
        .primaryKeys();
      for (const userId of held) {
        if (!present.has(String(userId))) await dropMember(db, scope.workspaceId, String(userId));
      }
    },
  },
  conversations: {
    async clear(db, { workspaceId }) {
      await db.topics.filter(serverRowOf(workspaceId)).delete();
    },
    async load(db, _scope, rows) {
      await db.topics.bulkPut(rows);
    },
    // Messages held may have missed deletes: they load again per conversation (pending ones stay).
    async clearStore(store, { workspaceId }) {
      await store.messages
        .where('workspaceId')
        .equals(workspaceId)
        .filter((row) => !row.id.includes('-'))
        .delete();
    },
  },
  drafts: {
    async clear(db, { workspaceId }) {
      await db.draftMessages.filter((row) => row.workspaceId === workspaceId).delete();
    },
    async load(db, { workspaceId }, rows) {
      await db.draftMessages.bulkPut(
        rows.map((draft) => ({
          ...draft,
          item_id: draftKey(draft.conversationId, draft.parentId),
          workspaceId,
        })),
      );
    },
  },
  scheduledMessages: {
    async clear(db, { workspaceId }) {
      await db.scheduledMessages.filter(serverRowOf(workspaceId)).delete();
    },
    async load(db, _scope, rows) {
      await db.scheduledMessages.bulkPut(rows);
    },
  },
  // One per person, whatever the workspace: the seed's `statuses` table, keyed by member_id.
  statuses: {
    async load(db, _scope, rows) {
      await db.statuses.bulkPut(rows.map((status) => ({ ...status, member_id: status.userId })));
    },
  },
  chatReads: {
    async clearStore(store, { workspaceId }) {
      await store.chatReads.where('workspaceId').equals(workspaceId).delete();
    },
    async loadStore(store, { workspaceId }, rows) {
      await store.chatReads.bulkPut(rows.map((read) => ({ ...read, workspaceId })));
    },
  },
  notifications: {
    loadStore: (store, { workspaceId }, rows) => replaceNotifications(store, workspaceId, rows),
  },
};

/** The loader of a section with its rows, paired by the key. */
const sectionOf = <K extends BootstrapSection>(key: K, boot: BootstrapDto) => ({
  key,
  loader: sectionLoaders[key] as SectionLoader<BootstrapSection>,
  rows: boot[key] as BootstrapRows<BootstrapSection>,
});
type Section = ReturnType<typeof sectionOf>;

/** The sections that take long to write (ten thousand tasks: a second or more). */
const heavySections: ReadonlySet<BootstrapSection> = new Set(['items', 'favorites']);

/** Clears then loads these sections in one transaction of the local database. */
async function writeSections(db: LocalDb, scope: SyncScope, sections: Section[]): Promise<void> {
  await db.transaction('rw', syncedTables(db), async () => {
    for (const { loader } of sections) await loader.clear?.(db, scope);
    for (const { loader, rows } of sections) await loader.load?.(db, scope, rows);
  });
}

/**
 * Replaces everything held for the workspace by the bootstrap answer (deleted items included), section
 * by section of the registry. The workspace's rows are removed first, so nothing held can be newer:
 * rows go in with bulk writes, one IndexedDB request per table instead of a read and a write per row
 * (ten thousand tasks in a second or so rather than half a minute). Rows still under a temporary id
 * wait for their create in the outbox and stay.
 *
 * `fresh`: the device held nothing of the workspace (no cursor). Then the small sections (orbits,
 * lists, views, people…) are stored first, in a transaction of their own, so a screen can draw its
 * frame while the tasks are still being written (their rows show from the answer meanwhile:
 * bootstrapPreview.ts). A device that held rows replaces them in one transaction, as a whole.
 */
export async function applyBootstrap(
  db: LocalDb,
  scope: SyncScope,
  boot: BootstrapDto,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const sections = bootstrapSectionNames.map((key) => sectionOf(key, boot));
  if (fresh) {
    await writeSections(
      db,
      scope,
      sections.filter(({ key }) => !heavySections.has(key)),
    );
    await writeStore(db, scope, sections);
    await writeSections(
      db,
      scope,
      sections.filter(({ key }) => heavySections.has(key)),
    );
  } else {
    await writeSections(db, scope, sections);
    await writeStore(db, scope, sections);
  }
}

/** The sections kept in the sync database (`orbit-sync`): messages, reads, notifications. */
async function writeStore(db: LocalDb, scope: SyncScope, sections: Section[]): Promise<void> {
  // The bootstrap is the whole truth as of its seq: earlier deletes have nothing left to guard.
  const store = syncDbFor(db.name);
  const storeTables = [store.tombstones, store.messages, store.chatReads, store.notifications];
  await store.transaction('rw', storeTables, async () => {
    await store.tombstones.where('workspaceId').equals(scope.workspaceId).delete();
    for (const { loader } of sections) await loader.clearStore?.(store, scope);
    for (const { loader, rows } of sections) await loader.loadStore?.(store, scope, rows);
  });
}
