const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * An id for a status made in the browser. Statuses live inside their orbit's row, so the id is final
 * at once: 20 lowercase letters and digits like the server's ids (no dash, which would read as a
 * temporary id).
 */
export function newStatusId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
