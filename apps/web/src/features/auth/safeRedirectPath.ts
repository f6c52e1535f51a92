/**
 * Only same-origin paths may be followed: a redirect query of `//evil.example` or `https://…` would
 * otherwise turn the login page into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
