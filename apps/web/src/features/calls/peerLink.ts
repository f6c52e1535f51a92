import type { CallSignalRelay, IceServer } from '@orbit/shared';

/** What a link sends through the signalling server to its one peer. */
export type SignalOut = {
  description?: { type: 'offer' | 'answer'; sdp: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null };
};

/**
 * One RTCPeerConnection to one peer, negotiated with the "perfect negotiation" pattern: either side
 * may offer at any time (joining, a screen share added, an ICE restart); when both offer at once the
 * polite one gives way. A connection that fails restarts ICE by itself.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  /**
   * Runs once, when the first offer has been applied and before answering: the side that did not
   * offer adds its tracks here, so the answer carries them (no second negotiation, no glare).
   */
  onFirstOffer: (() => void) | null = null;
  /** Signals are handled one at a time, in order: a candidate waits for the offer before it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly peerId: string,
    private readonly polite: boolean,
    iceServers: IceServer[],
    private readonly send: (signal: SignalOut) => void,
    onChange: () => void,
    policy: RTCIceTransportPolicy = 'all',
  ) {
    this.pc = new RTCPeerConnection({ iceServers, iceTransportPolicy: policy });
    this.pc.onnegotiationneeded = () => void this.offer();
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) {
        this.send({
          candidate: {
            candidate: candidate.candidate,
            sdpMid: candidate.sdpMid,
            sdpMLineIndex: candidate.sdpMLineIndex,
          },
        });
      }
    };
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.pc.restartIce();
      onChange();
    };
    this.pc.oniceconnectionstatechange = () => onChange();
    this.pc.ontrack = () => onChange();
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const local = this.pc.localDescription;
      if (local && (local.type === 'offer' || local.type === 'answer')) {
        this.send({ description: { type: local.type, sdp: local.sdp } });
      }
    } catch (error) {
      console.warn('Orbit call: offer failed', error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** An offer, an answer or a candidate from the peer, handled after the ones before it. */
  receive(signal: CallSignalRelay): Promise<void> {
    this.queue = this.queue
      .then(() => this.handle(signal))
      .catch((error: unknown) => console.warn('Orbit call: a signal failed', error));
    return this.queue;
  }

  private async handle(signal: CallSignalRelay): Promise<void> {
    const { description, candidate } = signal;
    if (description) {
      const collision =
        description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await this.pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        const first = this.onFirstOffer;
        this.onFirstOffer = null;
        first?.();
        await this.pc.setLocalDescription();
        const local = this.pc.localDescription;
        if (local && local.type === 'answer') this.send({ description: { type: 'answer', sdp: local.sdp } });
      }
    } else if (candidate) {
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (error) {
        if (!this.ignoreOffer) console.warn('Orbit call: a candidate was refused', error);
      }
    }
  }

  close(): void {
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.ontrack = null;
    this.pc.close();
  }
}
