const urlPattern = /https?:\/\/[^\s<>"')]+/g;

/** The distinct web addresses in a text, in order: what the outbox logs so a link can be followed. */
export function findLinks(text: string): string[] {
  // A sentence's closing punctuation is not part of the link.
  const links = (text.match(urlPattern) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}
