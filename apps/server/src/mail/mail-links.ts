const urlPattern = /https?:\/\/[^\s<>"')]+/g;

/** The distinct web addresses in a text, in order: what the outbox logs so a link can be followed. */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(urlPattern) ?? [])];
}
