import { useEffect, useState } from 'react';
import { watchAudioLevel } from './audioLevel';

/** Above this a person counts as speaking. */
export const speakingLevel = 0.04;

/** Each stream's loudness by key, ten times a second. */
export function useAudioLevels(streams: ReadonlyMap<string, MediaStream>): Record<string, number> {
  const [levels, setLevels] = useState<Record<string, number>>({});
  const signature = [...streams]
    .map(([key, stream]) => `${key}:${stream.id}:${stream.getAudioTracks().length}`)
    .join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature names every stream and its audio.
  useEffect(() => {
    const stops = [...streams].map(([key, stream]) =>
      watchAudioLevel(stream, (level) =>
        setLevels((current) =>
          Math.abs((current[key] ?? 0) - level) < 0.01 ? current : { ...current, [key]: level },
        ),
      ),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [signature]);
  return levels;
}

/** The loudest key above the speaking level, or null when everyone is quiet. */
export function activeSpeaker(levels: Record<string, number>): string | null {
  let best: string | null = null;
  let loudest = speakingLevel;
  for (const [key, level] of Object.entries(levels)) {
    if (level > loudest) {
      loudest = level;
      best = key;
    }
  }
  return best;
}
