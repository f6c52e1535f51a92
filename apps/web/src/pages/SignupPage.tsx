import { SignupScreen } from '../features/auth/SignupScreen';

export function SignupPage() {
  return <SignupScreen />;
}
