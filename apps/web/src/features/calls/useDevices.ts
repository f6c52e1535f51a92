import { useEffect, useState } from 'react';
import { useAppStore } from '../../lib/appStore';

export type Devices = {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
};

const none: Devices = { microphones: [], cameras: [], speakers: [] };

/** The browser's microphones, cameras and speakers, kept current when one is plugged in or out. */
export function useDevices(refreshKey: unknown): Devices {
  const [devices, setDevices] = useState<Devices>(none);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey re-reads the list once permission was given (labels appear).
  useEffect(() => {
    if (!navigator.mediaDevices) return;
    let live = true;
    const read = () =>
      navigator.mediaDevices
        .enumerateDevices()
        .then((list) => {
          if (!live) return;
          const real = list.filter((d) => d.deviceId !== '');
          setDevices({
            microphones: real.filter((d) => d.kind === 'audioinput'),
            cameras: real.filter((d) => d.kind === 'videoinput'),
            speakers: real.filter((d) => d.kind === 'audiooutput'),
          });
        })
        .catch(() => undefined);
    void read();
    navigator.mediaDevices.addEventListener('devicechange', read);
    return () => {
      live = false;
      navigator.mediaDevices.removeEventListener('devicechange', read);
    };
  }, [refreshKey]);
  return devices;
}

/** The seed's three remembered choices (client state): null means the browser's default. */
export function useDeviceChoice() {
  const microphone = useAppStore((s) => s.selectedMicrophone);
  const camera = useAppStore((s) => s.selectedCamera);
  const speaker = useAppStore((s) => s.selectedSpeaker);
  const set = useAppStore((s) => s.set);
  return {
    microphone,
    camera,
    speaker,
    setMicrophone: (id: string | null) => set('selectedMicrophone', id),
    setCamera: (id: string | null) => set('selectedCamera', id),
    setSpeaker: (id: string | null) => set('selectedSpeaker', id),
  };
}
