import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { api } from '../../lib/api/apiClient';
import { localDb } from '../../lib/localDb';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { SelectPicker } from '../../ui/SelectPicker';
import { ValidationBox } from '../../ui/ValidationBox';
import { type ClearAfter, clearAfterChoices, clearAfterTime } from './clearAfter';
import { useStatus } from './useStatus';

type Props = { open: boolean; onOpenChange(open: boolean): void; userId: string };

const emojiChoices = ['💬', '📅', '🏠', '🚆', '🤒', '🌴', '🎧', '🍽️'] as const;

/** Sets or clears one's custom status (emoji, a line, when it clears): everyone sees it at once. */
export function StatusDialog({ open, onOpenChange, userId }: Props) {
  const { t } = useTranslation('people');
  const { t: tCommon } = useTranslation('common');
  const current = useStatus(userId);
  const errorId = useId();
  const [emoji, setEmoji] = useState('');
  const [text, setText] = useState('');
  const [clearAfter, setClearAfter] = useState<ClearAfter>('today');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setEmoji(current?.emoji ?? '');
    setText(current?.text ?? '');
    setClearAfter(current ? 'never' : 'today');
    setError(null);
  }, [open, current]);

  const save = async (body: object | null) => {
    setSaving(true);
    try {
      const status = body
        ? await api<Record<string, unknown> & { userId: string }>('/api/people/me/status', {
            method: 'PUT',
            body,
          })
        : null;
      if (!body) await api('/api/people/me/status', { method: 'DELETE' });
      // The change reaches this table through sync too; writing it now shows it at once.
      if (status) await localDb.statuses.put({ ...status, member_id: status.userId });
      else await localDb.statuses.delete(userId);
      onOpenChange(false);
    } catch (failure) {
      const fields =
        failure instanceof ApiRequestError
          ? (failure.body as { fields?: Record<string, string> } | null)?.fields
          : undefined;
      setError(fields ? (Object.values(fields)[0] ?? t('status.failed')) : t('status.failed'));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!emoji && !text.trim()) return setError(t('status.empty'));
    if (text.trim().length > 100) return setError(t('status.tooLong'));
    const expiresAt = clearAfterTime(clearAfter);
    void save({ emoji, text: text.trim(), expiresAt: expiresAt?.toISOString() ?? null });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('status.title')}
      closeLabel={t('groups.close')}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="group-form">
        <fieldset className="status-emoji">
          <legend>{t('status.emoji')}</legend>
          {emojiChoices.map((choice) => (
            <button
              key={choice}
              type="button"
              className="status-emoji-choice"
              aria-pressed={emoji === choice}
              onClick={() => setEmoji(emoji === choice ? '' : choice)}
            >
              {choice}
            </button>
          ))}
        </fieldset>
        <Input
          label={t('status.text')}
          placeholder={t('status.placeholder')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setError(null);
          }}
          errorId={error ? errorId : undefined}
        />
        <ValidationBox id={errorId} error={error} />
        <SelectPicker
          label={t('status.clearAfter')}
          value={clearAfter}
          onChange={(value) => setClearAfter(value as ClearAfter)}
          options={clearAfterChoices.map((choice) => ({ value: choice, label: t(`status.clear.${choice}`) }))}
          searchPlaceholder={tCommon('picker.search')}
          emptyText={tCommon('picker.noMatches')}
        />
        <div className="group-form-actions">
          {current && (
            <Button variant="secondary" onClick={() => void save(null)} disabled={saving}>
              {t('status.clearNow')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {t('status.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
