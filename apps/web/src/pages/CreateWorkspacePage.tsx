import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { WorkspaceForm } from '../features/auth/WorkspaceForm';
import '../features/auth/authStrings';

/** A signed-in user creates another workspace and opens it. */
export function CreateWorkspacePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthLayout
      title={t('workspace.anotherTitle')}
      subtitle={t('workspace.subtitle')}
      hideLogOut
      bottom={
        <Link className="auth-link" to="/">
          {t('workspace.cancel')}
        </Link>
      }
    >
      <WorkspaceForm
        submitLabel={t('workspace.submit')}
        onCreated={(workspace) => navigate(`/${workspace.slug}`)}
      />
    </AuthLayout>
  );
}
