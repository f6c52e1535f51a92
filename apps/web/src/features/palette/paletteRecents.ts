const key = (workspaceId: string) => `orbit-palette-recents:${workspaceId}`;
const MAX = 20;

/** What was opened from the palette lately in this workspace (`kind:id`), newest first. */
export function readRecents(workspaceId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(workspaceId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function pushRecent(workspaceId: string, itemKey: string): void {
  const next = [itemKey, ...readRecents(workspaceId).filter((k) => k !== itemKey)].slice(0, MAX);
  try {
    localStorage.setItem(key(workspaceId), JSON.stringify(next));
  } catch {
    // Storage full or refused: the palette just forgets.
  }
}
