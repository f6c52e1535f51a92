import { z } from 'zod';

/** The largest file one upload may carry (the server answers 413 on the field `file` above it). */
export const attachmentMaxBytes = 25 * 1024 * 1024;
/** How many files one upload request may carry. */
export const attachmentsPerUpload = 20;
/** File names are kept to this many characters (longer ones are shortened, keeping the extension). */
export const attachmentNameMax = 255;

/** A file attached to a task, as it travels inside the task's DTO (`item.attachments`). */
export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AttachmentDto = z.infer<typeof attachmentSchema>;

// Raster images and PDFs are shown in the browser; anything that can carry script (HTML, SVG, XML)
// is always downloaded, whatever type the uploader claimed.
const inlineContentTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
]);

/** Whether a file of this type may be opened in the browser (and an image shown as a thumbnail). */
export function isInlineContentType(contentType: string): boolean {
  return inlineContentTypes.has(contentType.toLowerCase());
}

/** Whether the file is an image the app may show as a thumbnail. */
export function isPreviewableImage(contentType: string): boolean {
  return isInlineContentType(contentType) && contentType.toLowerCase().startsWith('image/');
}

/**
 * A file name without Unicode's bidirectional controls (embeddings, overrides, isolates and marks):
 * `invoice\u202Efdp.exe` would otherwise display as `invoiceexe.pdf`. The server strips them on upload;
 * the web app strips them again when showing names stored before that.
 */
export function withoutBidiControls(name: string): string {
  return name.replace(/\p{Bidi_Control}/gu, '');
}
