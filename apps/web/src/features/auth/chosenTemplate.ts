// The template picked before sign-up (`/signup?template=`) must survive the e-mail round trip, which
// may open in another tab, so it is kept in localStorage until onboarding ends.
const KEY = 'orbit-chosen-template';

export const chosenTemplate = {
  read(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  remember(template: string | null): void {
    try {
      if (template) localStorage.setItem(KEY, template);
    } catch {
      // Storage can be unavailable (private mode quotas); the choice is then simply not preselected.
    }
  },
  forget(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // See above.
    }
  },
};
