// ICE candidates trickled both ways between one RTCPeerConnection and its Janus handle
// (docs/CALLS.md): this side's go to Janus once Janus has this side's description, Janus's own are
// added once the connection has Janus's. An ICE restart starts a new generation of candidates on both
// sides, so both directions wait again until the new descriptions are in place.

/** What `trickle` sends for one candidate, or for the end of this side's candidates. */
export type TrickleCandidate = RTCIceCandidateInit | { completed: true };

/** How long this side's candidates gather before they go to Janus together (one `trickle`). */
const trickleBatchMs = 15;

/**
 * This side's ICE candidates of one connection, kept from the moment this is made (before the local
 * description is set, so none is missed) until `sendTo` is given where they go; later ones go at once.
 * `hold` keeps them again (an ICE restart) until the next `sendTo`.
 */
export class LocalCandidates {
  private readonly kept: (RTCIceCandidateInit | null)[] = [];
  private sink: ((candidate: RTCIceCandidateInit | null) => void) | null = null;

  constructor(pc: Pick<RTCPeerConnection, 'addEventListener'>) {
    pc.addEventListener('icecandidate', ({ candidate }) => {
      // An empty candidate marks the end of one generation; null, the end of gathering.
      if (candidate && !candidate.candidate) return;
      const init = candidate
        ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex }
        : null;
      if (this.sink) this.sink(init);
      else this.kept.push(init);
    });
  }

  sendTo(sink: (candidate: RTCIceCandidateInit | null) => void): void {
    this.sink = sink;
    for (const candidate of this.kept.splice(0)) sink(candidate);
  }

  hold(): void {
    this.sink = null;
  }
}

/** Both directions of one handle's candidates; made by JanusHandle.trickle. */
export class IceTrickle {
  private readonly batch: TrickleCandidate[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly theirs: (RTCIceCandidateInit | null)[] = [];
  private adding = false;

  constructor(
    private readonly pc: Pick<RTCPeerConnection, 'addIceCandidate' | 'signalingState'>,
    private readonly local: LocalCandidates,
    private readonly send: (candidates: TrickleCandidate[]) => Promise<void>,
    listen: (listener: (candidate: RTCIceCandidateInit | null) => void) => void,
    /** Janus has sent all its candidates (its gathering is done: it relays media only from then on). */
    theirsComplete?: () => void,
  ) {
    listen((candidate) => {
      if (candidate === null) theirsComplete?.();
      if (this.adding) this.add(candidate);
      else this.theirs.push(candidate);
    });
  }

  /** Janus has this side's (new) description: its candidates go from now on, those kept first. */
  described = (): void => {
    this.local.sendTo((candidate) => this.queue(candidate));
  };

  /** The connection has Janus's (new) description: Janus's candidates are added from now on. */
  answered = (): void => {
    this.adding = true;
    for (const candidate of this.theirs.splice(0)) this.add(candidate);
  };

  /**
   * A new ICE generation is coming (an ICE restart): both directions wait again, until `described`
   * and `answered` are called for the new descriptions. Synchronous, so that candidates of the new
   * generation that Janus sends right behind its offer or answer are not added to the old one.
   */
  restart(): void {
    this.local.hold();
    this.adding = false;
  }

  // Candidates found within a few milliseconds of each other go in one request; the end of
  // gathering sends what is waiting at once.
  private queue(candidate: RTCIceCandidateInit | null): void {
    this.batch.push(candidate ?? { completed: true });
    if (candidate === null) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), trickleBatchMs);
  }

  private flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const candidates = this.batch.splice(0);
    if (candidates.length === 0) return;
    this.send(candidates).catch((error: unknown) => {
      console.warn('Orbit call: ICE candidates did not reach the media server', error);
    });
  }

  private add(candidate: RTCIceCandidateInit | null): void {
    if (this.pc.signalingState === 'closed') return;
    this.pc.addIceCandidate(candidate ?? undefined).catch((error: unknown) => {
      console.warn('Orbit call: a candidate of the media server was refused', error);
    });
  }
}
