import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { CreateProfileForm } from '../../features/auth/CreateProfileForm';
import '../../features/auth/authStrings';

export function CreateProfilePage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <CreateProfileForm />
    </AuthLayout>
  );
}
