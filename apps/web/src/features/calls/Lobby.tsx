import type { CallDto } from '@orbit/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { SelectPicker } from '../../ui/SelectPicker';
import { Switch } from '../../ui/Switch';
import { watchAudioLevel } from './audioLevel';
import { type LocalMedia, openLocalMedia } from './localMedia';
import { MediaView } from './MediaView';
import { useDeviceChoice, useDevices } from './useDevices';

export type JoinChoice = { media: LocalMedia; muted: boolean; camera: boolean };

type Props = {
  call: CallDto;
  title: string;
  inCallCount: number;
  joining: boolean;
  onJoin(choice: JoinChoice): void;
  /** The preview's stream, each time it is opened anew (an SFU call prepares its connection with it). */
  onPreview?(stream: MediaStream): void;
};

const DEFAULT = 'default';

/**
 * Before joining: camera preview, microphone level, device choice (remembered in the seed's
 * selectedMicrophone / selectedCamera / selectedSpeaker), join muted or with the camera off.
 */
export function Lobby({ call, title, inCallCount, joining, onJoin, onPreview }: Props) {
  const { t } = useTranslation('calls');
  const choice = useDeviceChoice();
  const [media, setMedia] = useState<LocalMedia | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [level, setLevel] = useState(0);
  const devices = useDevices(media);
  const headingId = useId();

  // (Re)open the preview whenever the chosen microphone or camera changes.
  useEffect(() => {
    let live = true;
    let opened: LocalMedia | null = null;
    void openLocalMedia({ microphone: choice.microphone, camera: choice.camera }).then((result) => {
      if (!live) {
        for (const track of result.stream.getTracks()) track.stop();
        return;
      }
      opened = result;
      setMedia(result);
    });
    return () => {
      live = false;
      // Handed to the call when joining; stopped otherwise.
      if (opened && !handedOver.has(opened.stream))
        for (const track of opened.stream.getTracks()) track.stop();
    };
  }, [choice.microphone, choice.camera]);

  useEffect(() => {
    if (!media) return;
    return watchAudioLevel(media.stream, setLevel);
  }, [media]);

  useEffect(() => {
    if (media) onPreview?.(media.stream);
  }, [media, onPreview]);

  const options = (list: MediaDeviceInfo[], fallbackLabel: string) => [
    { value: DEFAULT, label: t('lobby.default') },
    ...list.map((d, index) => ({ value: d.deviceId, label: d.label || `${fallbackLabel} ${index + 1}` })),
  ];
  const chosenOption = (id: string | null, list: MediaDeviceInfo[]) =>
    id && list.some((d) => d.deviceId === id) ? id : DEFAULT;
  const pick = (set: (id: string | null) => void) => (value: string) => set(value === DEFAULT ? null : value);
  const hasCamera = (media?.stream.getVideoTracks().length ?? 0) > 0;
  const speakersChoosable =
    typeof (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId === 'function';

  return (
    <section className="call-lobby" aria-labelledby={headingId}>
      <div className="call-lobby-preview">
        {hasCamera && !cameraOff ? (
          <MediaView
            stream={media?.stream ?? null}
            mirrored
            className="call-lobby-video"
            label={t('lobby.preview')}
          />
        ) : (
          <div className="call-lobby-video call-lobby-off">
            {hasCamera ? t('lobby.cameraOff') : t('lobby.noCamera')}
          </div>
        )}
        <meter
          className="call-level"
          aria-label={t('lobby.level')}
          min={0}
          max={100}
          value={Math.round(level * 100)}
        />
      </div>
      <div className="call-lobby-side">
        <h1 id={headingId}>{t('lobby.title')}</h1>
        <p className="call-lobby-title">{title}</p>
        <p className="call-lobby-count">
          {inCallCount > 0 ? t('lobby.inCall', { count: inCallCount }) : t('lobby.nobodyYet')}
        </p>
        {media?.fellBack.map((kind) => (
          <p key={`fb-${kind}`} className="call-notice" role="status">
            {t(`lobby.fellBack_${kind}`)}
          </p>
        ))}
        {media?.missing.map((kind) => (
          <p key={`m-${kind}`} className="call-notice" role="status">
            {t(`lobby.missing_${kind}`)}
          </p>
        ))}
        <div className="call-lobby-devices">
          <SelectPicker
            label={t('lobby.microphone')}
            options={options(devices.microphones, t('lobby.microphone'))}
            value={chosenOption(choice.microphone, devices.microphones)}
            onChange={pick(choice.setMicrophone)}
            searchPlaceholder={t('lobby.deviceSearch')}
            emptyText={t('lobby.noDevices')}
          />
          <SelectPicker
            label={t('lobby.camera')}
            options={options(devices.cameras, t('lobby.camera'))}
            value={chosenOption(choice.camera, devices.cameras)}
            onChange={pick(choice.setCamera)}
            searchPlaceholder={t('lobby.deviceSearch')}
            emptyText={t('lobby.noDevices')}
          />
          {speakersChoosable && (
            <SelectPicker
              label={t('lobby.speaker')}
              options={options(devices.speakers, t('lobby.speaker'))}
              value={chosenOption(choice.speaker, devices.speakers)}
              onChange={pick(choice.setSpeaker)}
              searchPlaceholder={t('lobby.deviceSearch')}
              emptyText={t('lobby.noDevices')}
            />
          )}
        </div>
        <Switch checked={muted} onCheckedChange={setMuted} label={t('lobby.joinMuted')} />
        <Switch checked={cameraOff} onCheckedChange={setCameraOff} label={t('lobby.joinWithoutCamera')} />
        <Button
          variant="primary"
          icon="phone"
          loading={joining}
          disabled={!media || call.endedAt !== null}
          onClick={() => {
            if (!media) return;
            handedOver.add(media.stream);
            onJoin({ media, muted, camera: !cameraOff });
          }}
        >
          {joining ? t('lobby.joining') : t('lobby.join')}
        </Button>
      </div>
    </section>
  );
}

/** Streams given to the call: the lobby must not stop their tracks when it unmounts. */
const handedOver = new WeakSet<MediaStream>();
