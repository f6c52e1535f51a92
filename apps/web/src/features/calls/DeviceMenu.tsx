import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { toast } from '../../ui/toast';
import type { CallMedia } from './callMedia';
import { openDevice } from './localMedia';
import { useDeviceChoice, useDevices } from './useDevices';

type Props = { media: CallMedia };

const canChooseSpeaker = () =>
  typeof (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId === 'function';

/**
 * The call's device menu (in the controls): microphone, camera and speaker, each the browser's default
 * or one it lists (enumerateDevices). A choice is remembered (the seed's selectedMicrophone /
 * selectedCamera / selectedSpeaker) and applied without leaving the call: a new track replaces the old
 * one on every connection; the speaker is every remote audio element's output.
 */
export function DeviceMenu({ media }: Props) {
  const { t } = useTranslation('calls');
  const choice = useDeviceChoice();
  const devices = useDevices(media.localStream);
  const inUse = (kind: 'audio' | 'video') =>
    media.localStream
      .getTracks()
      .find((track) => track.kind === kind)
      ?.getSettings().deviceId ?? null;

  const switchTo = (kind: 'audio' | 'video', deviceId: string | null) => async () => {
    (kind === 'audio' ? choice.setMicrophone : choice.setCamera)(deviceId);
    const track = await openDevice(kind, deviceId);
    if (!track) {
      toast.error(t('devices.failed'));
      return;
    }
    await media.replaceTrack(track);
  };

  const group = (
    heading: string,
    list: MediaDeviceInfo[],
    chosen: string | null,
    current: string | null,
    onPick: (deviceId: string | null) => () => void,
  ): MenuEntry[] => {
    const listed = chosen !== null && list.some((d) => d.deviceId === chosen);
    return [
      { kind: 'heading', label: heading },
      {
        label: t('lobby.default'),
        id: `${heading}-default`,
        checked: !listed,
        onSelect: onPick(null),
      },
      ...list
        .filter((d) => d.deviceId !== 'default')
        .map((d, index) => ({
          label: d.label || `${heading} ${index + 1}`,
          id: `${heading}-${d.deviceId}`,
          checked: listed ? d.deviceId === chosen : false,
          hint: !listed && current === d.deviceId ? t('devices.inUse') : undefined,
          onSelect: onPick(d.deviceId),
        })),
    ];
  };

  const items: MenuEntry[] = [
    ...group(t('lobby.microphone'), devices.microphones, choice.microphone, inUse('audio'), (id) => () => {
      void switchTo('audio', id)();
    }),
    { kind: 'separator' },
    ...group(t('lobby.camera'), devices.cameras, choice.camera, inUse('video'), (id) => () => {
      void switchTo('video', id)();
    }),
    ...(canChooseSpeaker()
      ? [
          { kind: 'separator' as const },
          ...group(
            t('lobby.speaker'),
            devices.speakers,
            choice.speaker,
            null,
            (id) => () => choice.setSpeaker(id),
          ),
        ]
      : []),
  ];

  return (
    <Menu items={items} side="top" align="center" label={t('devices.menu')}>
      <Button variant="grey" icon="settings">
        {t('devices.button')}
      </Button>
    </Menu>
  );
}
