import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { CallMedia } from './callMedia';
import { openDevice } from './localMedia';

/**
 * A microphone or camera that goes away in the middle of a call (unplugged, taken by the system, a
 * Bluetooth headset out of range) ends its track. Like Meet, the call then carries on with the default
 * device of that kind, without renegotiating: the new track replaces the old one on every connection,
 * and the person is told. When there is no other device, they are told that too, and the call goes on
 * without it. The choice they made stays remembered for their next call.
 */
export function useLostDeviceRecovery(media: CallMedia): void {
  const { t } = useTranslation('calls');
  useEffect(() => {
    const replacing = new Set<'audio' | 'video'>();

    const onEnded = async (track: MediaStreamTrack) => {
      const kind = track.kind as 'audio' | 'video';
      // Only a track still in the call counts: one replaced by a pick in the device menu ends too.
      if (replacing.has(kind) || !media.localStream.getTracks().includes(track)) return;
      replacing.add(kind);
      try {
        const next = await openDevice(kind, null);
        if (next) {
          await media.replaceTrack(next);
          toast(t(kind === 'audio' ? 'devices.lostMicrophone' : 'devices.lostCamera'));
        } else {
          toast.error(t(kind === 'audio' ? 'devices.noMicrophone' : 'devices.noCamera'));
        }
      } finally {
        replacing.delete(kind);
      }
    };
    const listeners = new Map<MediaStreamTrack, () => void>();
    const watch = () => {
      const tracks = media.localStream.getTracks();
      for (const [track, listener] of listeners) {
        if (tracks.includes(track)) continue;
        track.removeEventListener('ended', listener);
        listeners.delete(track);
      }
      for (const track of tracks) {
        if (listeners.has(track)) continue;
        const listener = () => void onEnded(track);
        listeners.set(track, listener);
        track.addEventListener('ended', listener);
      }
    };
    watch();
    const unsubscribe = media.subscribe(watch);
    return () => {
      unsubscribe();
      for (const [track, listener] of listeners) track.removeEventListener('ended', listener);
    };
  }, [media, t]);
}
