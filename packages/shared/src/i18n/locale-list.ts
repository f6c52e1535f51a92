/**
 * The interface languages the web app ships (apps/web/src/locales/<locale>/), with no zod in this
 * module: the web app's i18n reads it on the sign-in pages, whose first download stays free of zod
 * (`@orbit/shared/locales`).
 */
export const interfaceLocales = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type InterfaceLocale = (typeof interfaceLocales)[number];

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return (interfaceLocales as readonly unknown[]).includes(value);
}
