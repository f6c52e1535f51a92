import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { UseCaseForm } from '../../features/auth/UseCaseForm';
import '../../features/auth/authStrings';

export function ChooseUseCasePage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('useCase.title')} subtitle={t('useCase.subtitle')} maxWidth="600px" hideRight>
      <UseCaseForm />
    </AuthLayout>
  );
}
