import { type MeDto, personProfileSchema } from '@orbit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import { LabelledPicker } from '../account/LabelledPicker';
import { meQueryKey } from '../account/useMe';
import { localTimeIn } from './localTime';

const profileKey = ['people', 'me'] as const;

/** Every IANA time zone this browser knows, UTC first. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

type Errors = { name?: string; title?: string; timeZone?: string };

/** My account › Profile: name, title and time zone (an IANA name), saved together. */
export function ProfileForm({ me }: { me: MeDto }) {
  const { t, i18n } = useTranslation('people');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const errorIds = { name: useId(), title: useId(), timeZone: useId() };
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: async ({ signal }) => api('/api/people/me', { schema: personProfileSchema, signal }),
  });
  const [name, setName] = useState(me.user.name);
  const [title, setTitle] = useState('');
  const [timeZone, setTimeZone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!profile.data) return;
    setTitle(profile.data.title);
    setTimeZone(profile.data.timeZone ?? '');
  }, [profile.data]);
  const zones = useMemo(
    () => [
      { value: '', label: t('profile.noTimeZone') },
      ...timeZones().map((zone) => ({
        value: zone,
        label: zone.replaceAll('_', ' '),
        keywords: [zone],
        hint: localTimeIn(zone, i18n.language) ?? undefined,
      })),
    ],
    [t, i18n.language],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: t('profile.nameRequired') });
    setSaving(true);
    setErrors({});
    try {
      await api('/api/auth/me/profile', { method: 'PATCH', body: { name: name.trim() } });
      await api('/api/people/me', {
        method: 'PATCH',
        body: { title: title.trim(), timeZone: timeZone || null },
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileKey }),
      ]);
      toast.success(t('profile.saved'));
    } catch (error) {
      const fields =
        error instanceof ApiRequestError ? ((error.body as { fields?: Errors } | null)?.fields ?? {}) : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { name: t('profile.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
      <Input
        label={t('profile.name')}
        value={name}
        onValueChange={setName}
        errorId={errors.name ? errorIds.name : undefined}
      />
      <ValidationBox id={errorIds.name} error={errors.name} />
      <Input
        label={t('profile.title')}
        value={title}
        placeholder={t('profile.titlePlaceholder')}
        onValueChange={setTitle}
        errorId={errors.title ? errorIds.title : undefined}
      />
      <ValidationBox id={errorIds.title} error={errors.title} />
      <LabelledPicker
        label={t('profile.timeZone')}
        value={timeZone}
        onChange={setTimeZone}
        options={zones}
        width={360}
        searchPlaceholder={tCommon('picker.search')}
        emptyText={tCommon('picker.noMatches')}
        invalid={Boolean(errors.timeZone)}
        describedBy={errors.timeZone ? errorIds.timeZone : undefined}
      />
      <ValidationBox id={errorIds.timeZone} error={errors.timeZone} />
      <div>
        <Button type="submit" loading={saving}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
