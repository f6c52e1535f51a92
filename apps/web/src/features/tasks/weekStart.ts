type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

// Where the engine cannot say (older browsers): the regions whose weeks start on Sunday, by default.
const SUNDAY_FIRST = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'KR', 'TW', 'HK', 'IL', 'IN', 'PH', 'ZA', 'AU']);

/**
 * The first day of the week (0 Sunday … 6 Saturday) for a locale: `en` and `en-US` Sunday, `en-GB`,
 * `de` or `fr` Monday. Read from the engine's week data (Intl.Locale week info).
 */
export function weekStartOf(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  let loc: LocaleWithWeek;
  try {
    loc = new Intl.Locale(locale).maximize() as LocaleWithWeek;
  } catch {
    return 1;
  }
  const info = loc.getWeekInfo?.() ?? loc.weekInfo;
  if (info) return (info.firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return loc.region && SUNDAY_FIRST.has(loc.region) ? 0 : 1;
}

/**
 * The locale whose calendar conventions apply: the browser's own when it speaks the interface's
 * language (en-GB for someone using English in Britain), otherwise the interface language.
 */
export function calendarLocale(
  interfaceLanguage: string,
  browser: readonly string[] = navigator.languages ?? [],
): string {
  const language = interfaceLanguage.split('-')[0]?.toLowerCase();
  return browser.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? interfaceLanguage;
}
