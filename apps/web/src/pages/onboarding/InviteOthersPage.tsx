import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { InviteOthersForm } from '../../features/auth/InviteOthersForm';
import '../../features/auth/authStrings';

export function InviteOthersPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('inviteOthers.title')} subtitle={t('inviteOthers.subtitle')}>
      <InviteOthersForm />
    </AuthLayout>
  );
}
