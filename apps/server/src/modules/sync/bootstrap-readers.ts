import type { BootstrapSection } from '@orbit/shared';
import {
  bootstrapChatReads,
  bootstrapConversations,
  bootstrapDrafts,
  bootstrapScheduledMessages,
} from '../chat/chat-bootstrap.js';
import { bootstrapFavorites } from '../favorites/favorite-bootstrap.js';
import { loadWorkspaceGroups } from '../groups/group.presenter.js';
import { bootstrapItems } from '../items/item-bootstrap.js';
import { bootstrapLabels } from '../labels/label-bootstrap.js';
import { bootstrapMembers } from '../members/member-bootstrap.js';
import { bootstrapNotifications } from '../notifications/bootstrap-notifications.js';
import { loadOrbitPagesOf } from '../orbit-pages/orbit-page.presenter.js';
import { bootstrapLists, bootstrapOrbits } from '../orbits/orbit-bootstrap.js';
import { loadWorkspaceStatuses } from '../presence/status.js';
import { bootstrapViews } from '../views/view-bootstrap.js';
import type { BootstrapReader } from './bootstrap-scope.js';

/**
 * The server half of the registry for the bootstrap: per section of the shared `bootstrapSections`,
 * how its entity's rows for one person are read (each reader lives in its entity's folder). A record
 * over the sections, so a section added there does not compile until it says how it is read; the
 * bootstrap itself (`get-bootstrap.ts`) names no entity.
 */
export const bootstrapReaders: { [K in BootstrapSection]: BootstrapReader<K> } = {
  orbits: bootstrapOrbits,
  lists: bootstrapLists,
  items: bootstrapItems,
  labels: bootstrapLabels,
  views: bootstrapViews,
  favorites: bootstrapFavorites,
  members: bootstrapMembers,
  conversations: bootstrapConversations,
  chatReads: bootstrapChatReads,
  drafts: bootstrapDrafts,
  scheduledMessages: bootstrapScheduledMessages,
  notifications: ({ tx, actor }) => bootstrapNotifications(tx, actor),
  groups: ({ tx, actor }) => loadWorkspaceGroups(tx, actor.workspaceId),
  statuses: ({ tx, actor }) => loadWorkspaceStatuses(tx, actor.workspaceId),
  boards: async ({ tx, orbitIds }) => loadOrbitPagesOf(tx, 'board', await orbitIds()),
  documents: async ({ tx, orbitIds }) => loadOrbitPagesOf(tx, 'document', await orbitIds()),
};
