import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from './richTextDoc';

type Props = { initial: string; onSubmit: (href: string) => void; onCancel: () => void };

/** Asks for a link's address; a bare host gets https://, anything but web or mail is refused. */
export function LinkForm({ initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('taskDetail');
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const raw = href.trim();
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
    const safe = raw ? safeHref(withScheme) : undefined;
    if (!safe) return setError(t('editor.linkInvalid'));
    onSubmit(safe);
  };
  return (
    <form className="rich-text-link-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-href`} className="visually-hidden">
        {t('editor.linkAddress')}
      </label>
      <input
        id={`${id}-href`}
        type="url"
        value={href}
        placeholder="https://"
        // biome-ignore lint/a11y/noAutofocus: the writer just asked to add a link
        autoFocus
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="submit">{t('editor.linkApply')}</button>
      <button type="button" onClick={onCancel}>
        {t('editor.linkCancel')}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="rich-text-error">
          {error}
        </p>
      )}
    </form>
  );
}
