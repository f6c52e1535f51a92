import { useSearchParams } from 'react-router';
import { PasswordResetConfirm } from '../features/auth/PasswordResetConfirm';
import { PasswordResetRequest } from '../features/auth/PasswordResetRequest';

export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <PasswordResetConfirm token={token} /> : <PasswordResetRequest />;
}
