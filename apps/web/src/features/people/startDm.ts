import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { api } from '../../lib/api/apiClient';

/**
 * Opens the direct message with one person (the server answers the existing one for the same people,
 * or makes it): POST /api/orgs/:org/chat/dms. Resolves to where to go. While this server has no chat
 * yet (its route answers 404), it goes to the conversation's address under the person's id, which the
 * chat page shows as "coming".
 */
export async function startDm(org: string, userId: string): Promise<string> {
  try {
    const conversation = await api<{ id: string }>(`/api/orgs/${org}/chat/dms`, {
      method: 'POST',
      body: { clientId: crypto.randomUUID(), userIds: [userId] },
    });
    return `/${org}/chat/${conversation.id}`;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return `/${org}/chat/${userId}`;
    throw error;
  }
}
