import { useSearchParams } from 'react-router';
import { ConfirmEmailChange } from '../features/auth/ConfirmEmailChange';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return <ConfirmEmailChange token={params.get('token')} />;
}
