import {
  type DocumentBacklinkDto,
  type DocumentVersionDto,
  documentBacklinkListSchema,
  documentVersionListSchema,
  documentVersionSchema,
} from '@orbit/shared/documents';
import { api } from '../../lib/api/apiClient';

// A document's versions, task links and images, online only. Its row (title, orbit, archive, Trash)
// is written through the outbox (features/orbitPages); its text travels on the collaboration socket
// (DocumentEditor).

const base = (org: string) => `/api/orgs/${org}/documents`;

export async function listVersions(org: string, id: string): Promise<DocumentVersionDto[]> {
  return (await api(`${base(org)}/${id}/versions`, { schema: documentVersionListSchema })).versions;
}

export async function saveVersion(org: string, id: string, name: string): Promise<DocumentVersionDto> {
  return api(`${base(org)}/${id}/versions`, {
    method: 'POST',
    body: { name },
    schema: documentVersionSchema,
  });
}

export async function restoreVersion(org: string, id: string, versionId: string): Promise<void> {
  await api(`${base(org)}/${id}/versions/${versionId}/restore`, { method: 'POST' });
}

export async function listBacklinks(org: string, id: string): Promise<DocumentBacklinkDto[]> {
  return (await api(`${base(org)}/${id}/backlinks`, { schema: documentBacklinkListSchema })).backlinks;
}

export async function linkTask(org: string, id: string, itemId: string): Promise<void> {
  await api(`${base(org)}/${id}/links/${itemId}`, { method: 'PUT' });
}

export async function unlinkTask(org: string, id: string, itemId: string): Promise<void> {
  await api(`${base(org)}/${id}/links/${itemId}`, { method: 'DELETE' });
}

/** Where an image of the document is read from (and PUT to). */
export const documentFileUrl = (org: string, id: string, fileId: string) =>
  `${base(org)}/${id}/files/${fileId}`;

/** Stores an image for the document; resolves with its address. */
export async function uploadDocumentImage(org: string, id: string, file: File): Promise<string> {
  const fileId = crypto.randomUUID().replaceAll('-', '').slice(0, 20);
  const url = documentFileUrl(org, id, fileId);
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(url, {
    method: 'PUT',
    body: form,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'orbit' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `upload failed (${res.status})`);
  }
  return url;
}

/** The navigation state a just-made document opens with (its screen then puts the focus on the title). */
export type NewDocumentState = { newDocument: true };
export const isNewDocumentState = (state: unknown): state is NewDocumentState =>
  typeof state === 'object' && state !== null && (state as Partial<NewDocumentState>).newDocument === true;
