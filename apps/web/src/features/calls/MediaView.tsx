import { useEffect, useRef } from 'react';

type Props = {
  stream: MediaStream | null;
  /** The local preview is mirrored and never plays its own sound. */
  mirrored?: boolean;
  className?: string;
  label: string;
};

/** A video element showing a stream (muted: sound plays through RemoteAudio, on the chosen speaker). */
export function MediaView({ stream, mirrored, className, label }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      className={className}
      data-mirrored={mirrored ? 'true' : undefined}
      aria-label={label}
      autoPlay
      playsInline
      muted
    />
  );
}

type AudioProps = { stream: MediaStream | null; speaker: string | null };

/** A remote person's sound, on the speaker chosen in the lobby (where the browser can choose). */
export function RemoteAudio({ stream, speaker }: AudioProps) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current as (HTMLAudioElement & { setSinkId?(id: string): Promise<void> }) | null;
    if (!audio) return;
    if (audio.srcObject !== stream) audio.srcObject = stream;
    if (speaker && audio.setSinkId) void audio.setSinkId(speaker).catch(() => undefined);
    if (stream) void audio.play().catch(() => undefined);
  }, [stream, speaker]);
  // biome-ignore lint/a11y/useMediaCaption: live call audio has no captions to offer.
  return <audio ref={ref} autoPlay hidden />;
}
