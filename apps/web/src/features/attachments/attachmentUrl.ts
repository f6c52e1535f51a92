/** Where a task's file is served (opened inline for images and PDFs, downloaded otherwise). */
export function attachmentUrl(org: string, attachmentId: string): string {
  return `/api/orgs/${encodeURIComponent(org)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** Where files are uploaded to a task. */
export function uploadUrl(org: string, itemId: string): string {
  return `/api/orgs/${encodeURIComponent(org)}/items/${encodeURIComponent(itemId)}/attachments`;
}
