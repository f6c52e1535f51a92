/** The seed's seven colour themes: the first three are free, the rest need the paid plan. */
export const colorThemes = ['default', 'ember', 'forest', 'rose', 'lilac', 'sand', 'stone'] as const;
export type ColorTheme = (typeof colorThemes)[number];

export const freeColorThemes: readonly ColorTheme[] = ['default', 'ember', 'forest'];
export const paidColorThemes: readonly ColorTheme[] = ['rose', 'lilac', 'sand', 'stone'];

export function isColorTheme(value: unknown): value is ColorTheme {
  return typeof value === 'string' && (colorThemes as readonly string[]).includes(value);
}

export function isPaidColorTheme(theme: ColorTheme): boolean {
  return paidColorThemes.includes(theme);
}
