import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { LabelledPicker } from '../account/LabelledPicker';
import { useDeviceChoice, useDevices } from '../calls/useDevices';
import '../../lib/i18n/settingsStrings';

const DEFAULT = 'default';

/**
 * My account › Call devices: the microphone, camera and speaker calls use, chosen ahead of a call.
 * The choice is the seed's selectedMicrophone / selectedCamera / selectedSpeaker, kept in this
 * browser's storage (each device has its own), and the call lobby starts from it. Browsers name
 * devices only once the page may use them, so until then a button asks for that permission.
 */
export function CallDevicesSection() {
  const { t } = useTranslation('settings');
  const choice = useDeviceChoice();
  const [granted, setGranted] = useState(0);
  const [refused, setRefused] = useState(false);
  const devices = useDevices(granted);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);
  const unnamed = [...devices.microphones, ...devices.cameras, ...devices.speakers].some((d) => !d.label);
  const speakersChoosable =
    typeof HTMLMediaElement !== 'undefined' &&
    typeof (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId === 'function';

  const askPermission = async () => {
    setRefused(false);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      for (const track of stream.getTracks()) track.stop();
      setGranted((n) => n + 1);
    } catch {
      setRefused(true);
    }
  };

  if (!supported) return <p className="settings-hint">{t('devices.unsupported')}</p>;

  const options = (list: MediaDeviceInfo[], fallback: string) => [
    { value: DEFAULT, label: t('devices.default') },
    ...list.map((d, index) => ({ value: d.deviceId, label: d.label || `${fallback} ${index + 1}` })),
  ];
  const chosen = (id: string | null, list: MediaDeviceInfo[]) =>
    id && list.some((d) => d.deviceId === id) ? id : DEFAULT;
  const pick = (set: (id: string | null) => void) => (value: string) => set(value === DEFAULT ? null : value);
  const picker = { searchPlaceholder: t('devices.search'), emptyText: t('devices.none'), width: 320 };

  return (
    <div className="profile-form">
      <p className="settings-hint">{t('devices.hint')}</p>
      {unnamed && (
        <div>
          <Button variant="bordered" size="sm" onClick={() => void askPermission()}>
            {t('devices.allow')}
          </Button>
        </div>
      )}
      {refused && (
        <p role="alert" className="account-refused">
          {t('devices.refused')}
        </p>
      )}
      <LabelledPicker
        label={t('devices.microphone')}
        options={options(devices.microphones, t('devices.microphone'))}
        value={chosen(choice.microphone, devices.microphones)}
        onChange={pick(choice.setMicrophone)}
        {...picker}
      />
      <LabelledPicker
        label={t('devices.camera')}
        options={options(devices.cameras, t('devices.camera'))}
        value={chosen(choice.camera, devices.cameras)}
        onChange={pick(choice.setCamera)}
        {...picker}
      />
      {speakersChoosable && (
        <LabelledPicker
          label={t('devices.speaker')}
          options={options(devices.speakers, t('devices.speaker'))}
          value={chosen(choice.speaker, devices.speakers)}
          onChange={pick(choice.setSpeaker)}
          {...picker}
        />
      )}
    </div>
  );
}
