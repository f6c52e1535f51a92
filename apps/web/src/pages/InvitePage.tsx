import { InviteScreen } from '../features/auth/InviteScreen';

export function InvitePage() {
  return <InviteScreen />;
}
