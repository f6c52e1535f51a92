import { LoginScreen } from '../features/auth/LoginScreen';

export function LoginPage() {
  return <LoginScreen />;
}
