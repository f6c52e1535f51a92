import { type MeDto, userSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { meQueryKey, useMe } from '../account/useMe';
import { AuthField } from './AuthField';
import { FormAlert } from './FormAlert';
import { useAdvanceOnboarding } from './useAdvanceOnboarding';
import { useFormErrors } from './useFormErrors';

/** Onboarding step: the name teammates will see. */
export function CreateProfileForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  // A name from a social provider is offered as the starting value; typing replaces it.
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? me.data?.user.name ?? '';
  const [missing, setMissing] = useState(false);
  const advance = useAdvanceOnboarding();
  const save = useMutation({
    mutationFn: async (fullName: string) => {
      const user = await api('/api/auth/me/profile', {
        method: 'PATCH',
        body: { name: fullName },
        schema: userSchema,
      });
      queryClient.setQueryData<MeDto>(meQueryKey, (old) => (old ? { ...old, user } : old));
      await advance.mutateAsync('choose-use-case');
    },
    onSuccess: () => navigate('/signup/choose-use-case'),
  });
  const errors = useFormErrors(save.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const trimmed = name.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') save.mutate(trimmed);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <AuthField
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        placeholder={t('profile.namePlaceholder')}
        value={name}
        onChange={(value) => {
          setTyped(value);
          if (value.trim() !== '') setMissing(false);
        }}
        error={missing ? t('profile.nameRequired') : errors.fields.name}
      />
      <button
        type="submit"
        className="auth-button auth-button--primary auth-button--block"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {t('common.continue')}
      </button>
    </form>
  );
}
