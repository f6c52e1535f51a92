// Browser (desktop) notifications for mentions and direct messages while the tab is hidden: the person
// opts in with a click in My account (the browser asks only then); the choice is kept on this device.

const storageKey = 'orbit-desktop-notifications';

export type DesktopPermission = 'unsupported' | NotificationPermission;

export function desktopPermission(): DesktopPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function desktopOptedIn(): boolean {
  return (
    typeof localStorage !== 'undefined' &&
    localStorage.getItem(storageKey) === '1' &&
    desktopPermission() === 'granted'
  );
}

/** Called from a click: asks the browser once, and keeps the choice when it says yes. */
export async function setDesktopOptIn(on: boolean): Promise<DesktopPermission> {
  if (!on) {
    localStorage.removeItem(storageKey);
    return desktopPermission();
  }
  if (typeof Notification === 'undefined') return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission === 'granted') localStorage.setItem(storageKey, '1');
  return permission;
}
