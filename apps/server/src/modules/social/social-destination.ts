/**
 * Only a path on this site may be followed after sign-in: `//evil.example`, `/\evil.example` and
 * absolute URLs would make the callback an open redirect. Browsers drop tabs and newlines inside URLs
 * (`/\t/evil.example` becomes `//evil.example`), so control characters are refused too.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return value;
}

export type DestinationInput = {
  template?: string | undefined;
  redirect?: string | undefined;
  /** The next signup page for someone who has not finished it. */
  onboardingRoute?: string | undefined;
  /** The workspace just joined through an invite or a link. */
  joinedSlug?: string | undefined;
};

/** The seed's order after a login: template, then the redirect query, then the server's own, then `/`. */
export function socialDestination({
  template,
  redirect,
  onboardingRoute,
  joinedSlug,
}: DestinationInput): string {
  if (template) return `/template?${new URLSearchParams({ template }).toString()}`;
  return safeRedirectPath(redirect) ?? onboardingRoute ?? (joinedSlug ? `/${joinedSlug}` : '/');
}
