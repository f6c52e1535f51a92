import { attachmentNameMax, isInlineContentType, withoutBidiControls } from '@orbit/shared';

// What the server makes of what an uploader claims (name, type), and how a file is sent back.

/** The key a file is stored under: made by the server, never from the file's name. */
export const storageKeyOf = (workspaceId: string, attachmentId: string) => `${workspaceId}/${attachmentId}`;

/**
 * The name to show: no folder part (some clients send one), no control characters, no bidirectional
 * controls (a right-to-left override turns `invoice‮fdp.exe` into what reads as `invoiceexe.pdf`), at most
 * `attachmentNameMax` characters keeping the extension. Null when nothing is left. Browsers send a
 * quote in a file name as `%22` (the HTML form encoding), so that is turned back.
 */
export function cleanFileName(raw: string | undefined): string | null {
  const base = (raw ?? '').replaceAll('%22', '"').split(/[\\/]/).at(-1) ?? '';
  const name = withoutBidiControls(
    [...base.normalize('NFC')]
      .filter((char) => {
        const code = char.codePointAt(0) ?? 0;
        return code >= 0x20 && code !== 0x7f;
      })
      .join(''),
  ).trim();
  if (name === '' || name === '.' || name === '..') return null;
  const chars = [...name];
  if (chars.length <= attachmentNameMax) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? [...name.slice(dot)] : [];
  return chars.slice(0, attachmentNameMax - extension.length).join('') + extension.join('');
}

const mediaType = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/;

/** The declared type without parameters, or `application/octet-stream` when it is not a media type. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType.test(type) ? type : 'application/octet-stream';
}

/**
 * `inline` only for raster images and PDFs, `attachment` for the rest (HTML and SVG included), with an
 * ASCII fallback name and the exact one in RFC 5987 form.
 */
export function contentDisposition(name: string, contentType: string): string {
  const kind = isInlineContentType(contentType) ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * A served file may not run anything: no scripts, no plugins, no framing; `sandbox` too, except for
 * PDFs, whose viewer the sandbox would refuse.
 */
export function fileSecurityPolicy(contentType: string): string {
  const base = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";
  return contentType === 'application/pdf' ? base : `${base}; sandbox`;
}
