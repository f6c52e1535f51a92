import { useTranslation } from 'react-i18next';
import { useIsDarkMode } from './useIsDarkMode';
import './authStrings';

/** The right-hand panel of the sign-in pages: a customer's words and a look at the product. */
export function AuthSidePanel() {
  const { t } = useTranslation('auth');
  const dark = useIsDarkMode();
  return (
    <aside className="auth-side" data-testid="auth-side-panel">
      <figure className="auth-side__quote">
        <blockquote>
          <p>{t('layout.quote')}</p>
        </blockquote>
        <figcaption>
          <span className="auth-side__author">{t('layout.quoteAuthor')}</span>
          <span className="auth-side__role">{t('layout.quoteRole')}</span>
        </figcaption>
      </figure>
      <img
        className="auth-side__screenshot"
        src={dark ? '/auth/screenshot-dark.svg' : '/auth/screenshot-light.svg'}
        data-theme={dark ? 'dark' : 'light'}
        alt={t('layout.screenshotAlt')}
        width={960}
        height={600}
        loading="lazy"
      />
    </aside>
  );
}
