import { JanusSession } from './janusSession';

// The Janus session the lobby of an SFU call opens while the person chooses their devices
// (docs/CALLS.md, "Joining early"): a session opens no room (the pin does, with the join), so it can
// be made before the join, and the first link of the call takes it instead of opening its own after
// the click. One at a time; closed when the lobby is left without joining.

type Warm = { url: string; session: JanusSession; opened: Promise<boolean> };

let warm: Warm | null = null;

/** Opens a session at `url` for the next join (nothing if one is open or opening there already). */
export function warmJanus(url: string): void {
  if (warm?.url === url) return;
  coolJanus();
  const session = new JanusSession(url);
  const entry: Warm = {
    url,
    session,
    opened: session.open().then(
      () => true,
      () => false,
    ),
  };
  session.onLost = () => {
    if (warm === entry) warm = null;
  };
  warm = entry;
}

/**
 * The session warmed for `url`, once it is open, now the caller's; null when there is none for that
 * address or it could not be opened (the caller opens its own).
 */
export async function takeWarmJanus(url: string): Promise<JanusSession | null> {
  const entry = warm;
  if (!entry || entry.url !== url) return null;
  warm = null;
  if (await entry.opened) return entry.session;
  entry.session.close();
  return null;
}

/** Closes the warmed session, if any (the lobby was left without joining). */
export function coolJanus(): void {
  warm?.session.close();
  warm = null;
}
