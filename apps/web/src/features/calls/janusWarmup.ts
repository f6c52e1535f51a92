import { type JanusHandle, JanusSession } from './janusSession';

// The Janus session the lobby of an SFU call opens while the person chooses their devices
// (docs/CALLS.md, "Joining early"), with the call's two VideoRoom handles (the publisher's and the
// subscription's) attached: neither a session nor a handle opens a room (the pin does, with the
// join), so they can be made before the join, and the first link of the call takes them instead of
// opening its own after the click. One at a time; closed when the lobby is left without joining.

/** A session opened early, and its handles when they could be attached (the link attaches its own otherwise). */
export type WarmJanus = {
  session: JanusSession;
  publisher: JanusHandle | null;
  subscriber: JanusHandle | null;
};

type Warm = { url: string; session: JanusSession; ready: Promise<WarmJanus | null> };

let warm: Warm | null = null;

async function openWarm(session: JanusSession): Promise<WarmJanus | null> {
  try {
    await session.open();
  } catch {
    return null;
  }
  // Events before the link listens: none come to an idle handle (the link rebinds them, listen()).
  const attach = () => session.attach(() => {}).catch(() => null);
  const [publisher, subscriber] = await Promise.all([attach(), attach()]);
  return { session, publisher, subscriber };
}

/** Opens a session at `url` for the next join (nothing if one is open or opening there already). */
export function warmJanus(url: string): void {
  if (warm?.url === url) return;
  coolJanus();
  const session = new JanusSession(url);
  const entry: Warm = { url, session, ready: openWarm(session) };
  session.onLost = () => {
    if (warm === entry) warm = null;
  };
  warm = entry;
}

/**
 * The session warmed for `url`, once it is open (and its handles attached), now the caller's; null
 * when there is none for that address or it could not be opened (the caller opens its own).
 */
export async function takeWarmJanus(url: string): Promise<WarmJanus | null> {
  const entry = warm;
  if (!entry || entry.url !== url) return null;
  warm = null;
  const ready = await entry.ready;
  if (ready) return ready;
  entry.session.close();
  return null;
}

/** Closes the warmed session, if any (the lobby was left without joining). */
export function coolJanus(): void {
  warm?.session.close();
  warm = null;
}
