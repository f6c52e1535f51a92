import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { api } from '../../lib/api/apiClient';

/** A file as Excalidraw holds it in a scene: its id, type and bytes as a data URL. */
export type SceneFile = { id: string; mimeType: string; dataURL: string; created: number };

const filePath = (org: string, boardId: string, fileId: string) =>
  `/api/orgs/${encodeURIComponent(org)}/boards/${encodeURIComponent(boardId)}/files/${encodeURIComponent(fileId)}`;

/** The bytes of a data URL (a fetch of it is refused by the page's Content-Security-Policy). */
export function dataUrlToBlob(dataURL: string): Blob {
  const comma = dataURL.indexOf(',');
  const head = dataURL.slice(5, comma);
  const [type = 'application/octet-stream'] = head.split(';');
  const body = dataURL.slice(comma + 1);
  if (!head.endsWith(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const go = () =>
    fetch(url, { ...init, credentials: 'same-origin', headers: { 'X-Requested-With': 'orbit' } });
  let response = await go();
  if (response.status === 401) {
    // Any call through the API client refreshes an expired access token (once for all callers).
    await api('/api/auth/me');
    response = await go();
  }
  return response;
}

/** Stores a file dropped on the board (the server checks it is an image by its bytes). */
export async function uploadSceneFile(org: string, boardId: string, file: SceneFile): Promise<void> {
  const form = new FormData();
  const extension = file.mimeType.split('/')[1] ?? 'bin';
  form.append('file', dataUrlToBlob(file.dataURL), `${file.id}.${extension}`);
  const response = await send(filePath(org, boardId, file.id), { method: 'PUT', body: form });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, body);
}

/** The images the canvas shows itself (and the server reads from their bytes); any other file is a card. */
const canvasImageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * The files of a drop the board stores as file cards, or null when the canvas should take the drop
 * itself: a single image it shows, or no file at all (a library item, a link).
 */
export function droppedFileCards(files: readonly File[]): File[] | null {
  if (files.length === 0) return null;
  const [only] = files;
  if (files.length === 1 && only && canvasImageTypes.has(only.type)) return null;
  return [...files];
}

/** A new id for a file card's file (the server's id form: 20 characters of [0-9a-z]). */
export const newFileId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);

/** Where a file of the board is read from: its card links here (a download, or a PDF shown). */
export const boardFileUrl = (origin: string, org: string, boardId: string, fileId: string) =>
  `${origin}${filePath(org, boardId, fileId)}`;

/** Stores a file dropped on the board as it is (any type; stored like a task's attachment). */
export async function uploadBoardFile(
  org: string,
  boardId: string,
  fileId: string,
  file: File,
): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send(filePath(org, boardId, fileId), { method: 'PUT', body: form });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, body);
}

/** A file of the board as Excalidraw takes it, or null when the server has none under that id. */
export async function downloadSceneFile(
  org: string,
  boardId: string,
  fileId: string,
): Promise<SceneFile | null> {
  const response = await send(filePath(org, boardId, fileId), { method: 'GET' });
  if (!response.ok) {
    await response.arrayBuffer().catch(() => undefined);
    return null;
  }
  const blob = await response.blob();
  return { id: fileId, mimeType: blob.type, dataURL: await blobToDataUrl(blob), created: Date.now() };
}
