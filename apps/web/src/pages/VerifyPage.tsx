import { VerifyEmail } from '../features/auth/VerifyEmail';

export function VerifyPage() {
  return <VerifyEmail />;
}
