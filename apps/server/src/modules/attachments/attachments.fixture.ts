import { randomBytes } from 'node:crypto';
import type { ItemDto } from '@orbit/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiClient } from '../../test/api-client.js';

export type UploadFile = { name: string; type?: string; data: Buffer; field?: string };

/** A multipart/form-data body as a browser's FormData sends it (UTF-8 names, one part per file). */
export function multipartBody(
  files: UploadFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----orbit${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    const name = file.name.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  client: ApiClient,
  base: string,
  itemId: string,
  files: UploadFile[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(files);
  return client.request({ method: 'POST', url: `${base}/items/${itemId}/attachments`, payload, headers });
}

/** Uploads and returns the task as answered, failing loudly on anything but 201. */
export async function attach(
  client: ApiClient,
  base: string,
  itemId: string,
  files: UploadFile[],
): Promise<ItemDto> {
  const res = await upload(client, base, itemId, files);
  if (res.statusCode !== 201) throw new Error(`attach: ${res.statusCode} ${res.body}`);
  return res.json();
}
