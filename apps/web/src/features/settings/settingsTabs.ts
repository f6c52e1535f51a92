/** The seed's `settings` query values; they double as the tabs' identities. */
export const settingsTabs = ['My account', 'Settings', 'Users'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export function isSettingsTab(value: string | null): value is SettingsTab {
  return (settingsTabs as readonly string[]).includes(value ?? '');
}
