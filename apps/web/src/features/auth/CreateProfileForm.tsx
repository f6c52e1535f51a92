import { type MeDto, userSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { AvatarUpload } from '../account/AvatarUpload';
import { meQueryKey, useMe } from '../account/useMe';
import { AuthField } from './AuthField';
import { FormAlert } from './FormAlert';
import { useAdvanceOnboarding } from './useAdvanceOnboarding';
import { useFormErrors } from './useFormErrors';
import '../../lib/i18n/settingsStrings';
import './authStrings';

type ProfileFieldsProps = {
  initialName: string;
  workspaceSlug: string | null;
  user: MeDto['user'] | undefined;
};

function ProfileFields({ initialName, workspaceSlug, user }: ProfileFieldsProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(initialName);
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
      // Someone who joined through an invite already has a workspace: nothing more to set up.
      await advance.mutateAsync({ step: workspaceSlug ? 'done' : 'choose-use-case' });
    },
    onSuccess: () => navigate(workspaceSlug ? `/${workspaceSlug}` : '/signup/choose-use-case'),
  });
  const errors = useFormErrors(save.error);
  const { t: tSettings } = useTranslation('settings');

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
      {user && (
        <AvatarUpload
          subject={{ id: user.id, name: name || user.email, imageUrl: user.avatarUrl }}
          uploadUrl="/api/auth/me/avatar"
          label={tSettings('avatar.profile')}
          onRemove={() => api('/api/auth/me/avatar', { method: 'DELETE' })}
          onChanged={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
        />
      )}
      <AuthField
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        // The form appears once the account has loaded, after the layout focused what it had.
        autoFocus
        placeholder={t('profile.namePlaceholder')}
        value={name}
        onChange={(value) => {
          setName(value);
          if (value.trim() !== '') setMissing(false);
        }}
        error={missing ? t('profile.nameRequired') : errors.fields.name}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={save.isPending}
        loading={save.isPending}
        aria-label={t('common.continue')}
      >
        {t('common.continue')}
      </Button>
    </form>
  );
}

/** Onboarding step: the name teammates will see (a name from a social provider is offered first). */
export function CreateProfileForm() {
  const { t } = useTranslation('auth');
  const me = useMe();
  if (me.isPending) return <span className="auth-spinner" role="status" aria-label={t('common.working')} />;
  return (
    <ProfileFields
      initialName={me.data?.user.name ?? ''}
      workspaceSlug={me.data?.workspaces[0]?.slug ?? null}
      user={me.data?.user}
    />
  );
}
