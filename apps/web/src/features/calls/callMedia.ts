import type { CallView } from './meshCall';

/** What the call screen drives: the mesh (MeshCall) and the SFU path (SfuCall) both provide it. */
export interface CallMedia {
  readonly callId: string;
  readonly localStream: MediaStream;
  readonly peerConnections: RTCPeerConnection[];
  subscribe(listener: () => void): () => void;
  getSnapshot(): CallView;
  start(): void;
  setMuted(muted: boolean): Promise<void>;
  setCamera(camera: boolean): Promise<void>;
  replaceTrack(track: MediaStreamTrack): Promise<void>;
  shareScreen(stream: MediaStream): Promise<void>;
  stopScreen(): Promise<void>;
  stop(): void;
}
