import { z } from 'zod';

// What a Janus VideoRoom (1.1.x) subscriber handle says, read with zod: the layout of the
// subscription that comes with each offer, the offer itself, an error; and small readers of it.

const streamSchema = z.object({
  type: z.string(),
  mid: z.string(),
  active: z.boolean().optional(),
  feed_id: z.number().optional(),
  feed_display: z.string().optional(),
});

const eventSchema = z.object({
  videoroom: z.string().optional(),
  streams: z.array(streamSchema).optional(),
  error: z.string().optional(),
  error_code: z.number().optional(),
});

const jsepSchema = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() });

/** One m-line of the subscription, as Janus describes it with each offer. */
export type SubscribedStream = {
  mid: string;
  kind: 'audio' | 'video' | 'data' | 'other';
  /** The publisher it carries; null for an m-line left over from one who is gone (inactive). */
  feedId: number | null;
  display: string | null;
  active: boolean;
};

export type SubscriberEvent = {
  /** `attached`, `updated`, `updating`, `event`… (the VideoRoom's own word), or null. */
  videoroom: string | null;
  /** The layout of the subscription at this offer; null when the event carries none. */
  streams: SubscribedStream[] | null;
  offer: { type: 'offer'; sdp: string } | null;
  error: { code: number; reason: string } | null;
};

const kindOf = (type: string): SubscribedStream['kind'] =>
  type === 'audio' || type === 'video' || type === 'data' ? type : 'other';

/** A VideoRoom event of a subscriber handle (plugin data and its JSEP, if any), checked. */
export function parseSubscriberEvent(data: unknown, jsep: unknown): SubscriberEvent {
  const parsed = eventSchema.safeParse(data);
  const body = parsed.success ? parsed.data : {};
  const description = jsep === undefined || jsep === null ? null : jsepSchema.safeParse(jsep);
  return {
    videoroom: body.videoroom ?? null,
    streams:
      body.streams?.map((s) => {
        const feedId = s.feed_id ?? null;
        return {
          mid: s.mid,
          kind: kindOf(s.type),
          feedId,
          display: s.feed_display ?? null,
          // Janus marks an m-line whose publisher is gone inactive (it may recycle it later).
          active: (s.active ?? true) && feedId !== null,
        };
      }) ?? null,
    offer:
      description?.success && description.data.type === 'offer'
        ? { type: 'offer', sdp: description.data.sdp }
        : null,
    error: body.error !== undefined ? { code: body.error_code ?? 0, reason: body.error } : null,
  };
}

/** A layout in a line: `mid:kind:feed` for each active m-line, `mid:-` for an inactive one. */
export function layoutLine(streams: SubscribedStream[] | null): string {
  if (!streams) return 'no layout';
  return streams.map((s) => (s.active ? `${s.mid}:${s.kind[0]}:${s.feedId}` : `${s.mid}:-`)).join(' ');
}

/** The ICE user fragment of a description (Janus uses one for all its bundled m-lines); null if none. */
export function iceUfrag(sdp: string | undefined): string | null {
  return /^a=ice-ufrag:(\S+)/m.exec(sdp ?? '')?.[1] ?? null;
}

/** The feed a VideoRoom `No such feed (…)` error names, or null for any other error. */
export function missingFeed(reason: string): number | null {
  const match = /No such feed \((\d+)\)/.exec(reason);
  return match ? Number(match[1]) : null;
}
