/** The devices a person chose (the seed's selectedMicrophone / selectedCamera; null: the default). */
export type DeviceChoice = { microphone: string | null; camera: string | null };

export type LocalMedia = {
  stream: MediaStream;
  /** The chosen devices that are gone: the default one is used instead (the lobby says so). */
  fellBack: ('microphone' | 'camera')[];
  /** What could not be opened at all (no such device, or permission refused). */
  missing: ('microphone' | 'camera')[];
};

const exists = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, id: string | null) =>
  id !== null && devices.some((d) => d.kind === kind && d.deviceId === id);

async function openOne(
  kind: 'audio' | 'video',
  deviceId: string | undefined,
): Promise<MediaStreamTrack | null> {
  const constraints: MediaTrackConstraints | boolean = deviceId ? { deviceId: { exact: deviceId } } : true;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ [kind]: constraints });
    return stream.getTracks()[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Opens the microphone and camera chosen, falling back to the default device (with a notice) when the
 * chosen one is no longer there; either may be missing altogether (no device, or permission refused).
 */
export async function openLocalMedia(choice: DeviceChoice): Promise<LocalMedia> {
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
  const fellBack: LocalMedia['fellBack'] = [];
  const missing: LocalMedia['missing'] = [];
  const stream = new MediaStream();
  for (const [name, kind, deviceKind, id] of [
    ['microphone', 'audio', 'audioinput', choice.microphone],
    ['camera', 'video', 'videoinput', choice.camera],
  ] as const) {
    // Before permission the list has no ids; a chosen id is then tried as it is.
    const labelled = devices.some((d) => d.kind === deviceKind && d.deviceId !== '');
    const gone = id !== null && labelled && !exists(devices, deviceKind, id);
    let track = await openOne(kind, id !== null && !gone ? id : undefined);
    if (!track && id !== null && !gone) {
      track = await openOne(kind, undefined);
      if (track) fellBack.push(name);
    } else if (gone && track) {
      fellBack.push(name);
    }
    if (track) stream.addTrack(track);
    else missing.push(name);
  }
  return { stream, fellBack, missing };
}

/** A new track from this device, or the default one for null (switching mid-call). */
export async function openDevice(
  kind: 'audio' | 'video',
  deviceId: string | null,
): Promise<MediaStreamTrack | null> {
  return openOne(kind, deviceId ?? undefined);
}
