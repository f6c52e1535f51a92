import { useMemo } from 'react';
import { appOutbox } from '../sync/appOutbox';
import { createInboxActions, type InboxActions } from './inboxActions';

/** The inbox's writes for one workspace and person (through the app's outbox). */
export function useInboxActions(org: string, workspaceId: string, meId: string): InboxActions {
  return useMemo(() => createInboxActions(appOutbox, { org, workspaceId, meId }), [org, workspaceId, meId]);
}
