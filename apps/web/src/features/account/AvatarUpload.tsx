import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendUpload } from '../../lib/api/sendUpload';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import { apiFields } from './apiFields';
import './account.css';
import '../../lib/i18n/settingsStrings';

/** Checked again by the server (by the bytes); here only to answer at once. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

type Props = {
  /** Who or what the picture is of: the avatar's colour and initials. */
  subject: { id: string; name: string; imageUrl: string | null };
  uploadUrl: string;
  /** Removes the picture (a DELETE to `uploadUrl`). */
  onRemove(): Promise<void>;
  /** After an upload or removal: refresh whatever shows the picture. */
  onChanged(): Promise<void>;
  /** "Profile picture", "Workspace picture": names the buttons for screen readers. */
  label: string;
  disabled?: boolean;
};

/**
 * A picture with Upload and Remove. The file goes to the server as it is; the server checks it by its
 * content, crops it square and stores it at fixed sizes.
 */
export function AvatarUpload({ subject, uploadUrl, onRemove, onChanged, label, disabled }: Props) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await onChanged();
      toast.success(done);
    } catch (failure) {
      const { fields, message } = apiFields(failure);
      setError(fields.file ?? message ?? t('avatar.failed'));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) => {
    if (file.size > MAX_BYTES) return setError(t('avatar.tooLarge'));
    void run(() => sendUpload(uploadUrl, [file], () => {}), t('avatar.saved'));
  };

  return (
    <div className="avatar-upload">
      <Avatar person={subject} size={64} showPresence={false} />
      <div className="avatar-upload-actions">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        <Button
          variant="bordered"
          loading={busy}
          disabled={disabled}
          aria-label={`${t('avatar.upload')}: ${label}`}
          aria-describedby={error ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          {t('avatar.upload')}
        </Button>
        {subject.imageUrl && (
          <Button
            variant="clear"
            disabled={disabled || busy}
            aria-label={`${t('avatar.remove')}: ${label}`}
            onClick={() => void run(onRemove, t('avatar.removed'))}
          >
            {t('avatar.remove')}
          </Button>
        )}
        <p className="settings-hint">{t('avatar.hint')}</p>
      </div>
      <ValidationBox id={errorId} error={error} />
    </div>
  );
}
