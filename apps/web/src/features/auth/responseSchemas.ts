import { loginResponseSchema } from '@orbit/shared';
import type { Parser } from '../../lib/api/apiClient';

/** `{ redirect? }`: the answer of signup, verify, invite accept and join (the login answer's shape). */
export const redirectResponse = loginResponseSchema;

export type SlugAvailability = { available: boolean; suggestion?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fail(what: string): never {
  throw new TypeError(`Unexpected answer from the server: ${what}`);
}

/** GET /api/workspaces/slug-availability → `{ available, suggestion? }`. */
export const slugAvailabilityResponse: Parser<SlugAvailability> = {
  parse(input) {
    if (!isRecord(input) || typeof input.available !== 'boolean') fail('slug availability');
    const { suggestion } = input;
    return typeof suggestion === 'string'
      ? { available: input.available, suggestion }
      : { available: input.available };
  },
};

export type InviteLinkPreview = { workspace: { slug: string; name: string } };

/** GET /api/invite-link/:token → `{ workspace: { slug, name } }`. */
export const inviteLinkPreviewResponse: Parser<InviteLinkPreview> = {
  parse(input) {
    const workspace = isRecord(input) ? input.workspace : null;
    if (!isRecord(workspace) || typeof workspace.slug !== 'string' || typeof workspace.name !== 'string') {
      fail('invite link');
    }
    return { workspace: { slug: workspace.slug, name: workspace.name } };
  },
};
