import {
  type CallDto,
  type CallHistoryEntry,
  callHistorySchema,
  callSchema,
  type IceServersResult,
  iceServersSchema,
  type JoinCallResult,
  joinCallResultSchema,
} from '@orbit/shared';
import { api } from '../../lib/api/apiClient';
import { useCallStore } from './callStore';

// The calls routes (docs/CALLS.md). Every answer carrying a call also lands in the in-memory store.

const base = (org: string) => `/api/orgs/${encodeURIComponent(org)}/calls`;
const remember = (call: CallDto) => {
  useCallStore.getState().put(call);
  return call;
};

export async function startCall(org: string, inviteeIds: readonly string[]): Promise<CallDto> {
  return remember(await api(base(org), { method: 'POST', body: { inviteeIds }, schema: callSchema }));
}

export async function fetchCall(org: string, id: string): Promise<CallDto> {
  return remember(await api(`${base(org)}/${encodeURIComponent(id)}`, { schema: callSchema }));
}

/** The STUN/TURN servers, and where browsers reach Janus (null without one). */
export function fetchCallServers(org: string): Promise<IceServersResult> {
  return api(`${base(org)}/ice-servers`, { schema: iceServersSchema });
}

export async function joinCall(org: string, id: string): Promise<JoinCallResult> {
  const result = await api(`${base(org)}/${encodeURIComponent(id)}/join`, {
    method: 'POST',
    schema: joinCallResultSchema,
  });
  remember(result.call);
  return result;
}

const callAction = (action: 'leave' | 'end' | 'decline') => async (org: string, id: string) =>
  remember(
    await api(`${base(org)}/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: callSchema }),
  );

export const leaveCall = callAction('leave');
export const endCall = callAction('end');
export const declineCall = callAction('decline');

/** Takes someone out of the call (whoever started it, an owner or an admin): they cannot join again. */
export async function removeFromCall(org: string, id: string, userId: string): Promise<CallDto> {
  return remember(
    await api(`${base(org)}/${encodeURIComponent(id)}/participants/${encodeURIComponent(userId)}/remove`, {
      method: 'POST',
      schema: callSchema,
    }),
  );
}

export async function fetchCallHistory(org: string): Promise<CallHistoryEntry[]> {
  return api(`${base(org)}?limit=100`, { schema: callHistorySchema });
}

/** Where a call is: its meeting page. */
export const meetingPath = (org: string, callId: string) => `/${org}/meeting/${callId}`;

/**
 * Starts a call with these people (none: an ad hoc meeting) and resolves to its meeting page, where
 * the lobby opens. For the person page, the contacts page, the sidebar and chat.
 */
export async function startCallWith(org: string, userIds: readonly string[]): Promise<string> {
  const call = await startCall(org, userIds);
  return meetingPath(org, call.id);
}

/** Starts a call in a topic or dm (its members are rung) and resolves to its meeting page. */
export async function startConversationCall(org: string, conversationId: string): Promise<string> {
  const call = remember(
    await api(base(org), { method: 'POST', body: { conversationId }, schema: callSchema }),
  );
  return meetingPath(org, call.id);
}
