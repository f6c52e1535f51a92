import { GettingThingsReady } from '../../features/auth/GettingThingsReady';

export function GettingThingsReadyPage() {
  return <GettingThingsReady />;
}
