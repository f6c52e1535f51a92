import { useSearchParams } from 'react-router';
import { ConfirmEmailChange } from '../features/account/ConfirmEmailChange';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return <ConfirmEmailChange token={params.get('token')} />;
}
