import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import { AuthLogo } from './AuthLogo';
import { AuthSidePanel } from './AuthSidePanel';
import { MARKETING_URL } from './marketingUrl';
import { useLogout } from './useLogout';
import './auth.css';
import { Button } from '../../ui/Button';
import './authStrings';

export type AuthLayoutProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** The page's main content. */
  children?: ReactNode;
  /** Below the content: links to the other sign-in pages. */
  bottom?: ReactNode;
  footer?: ReactNode;
  /** Extra controls in the header, between the logo and Log Out. */
  header?: ReactNode;
  /** Width of the centred column; the seed's default is 450px. */
  maxWidth?: number | string;
  hideRight?: boolean;
  hideLogOut?: boolean;
  /** The browser tab's title, when the visible title is not plain text. */
  documentTitle?: string;
};

const focusable = 'input[type="email"], input[type="text"], input:not([type])';

/** The frame of every sign-in and onboarding page (the seed's authentication page layout). */
export function AuthLayout({
  title,
  subtitle,
  children,
  bottom,
  footer,
  header,
  maxWidth = '450px',
  hideRight = false,
  hideLogOut = false,
  documentTitle,
}: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const logout = useLogout();
  const contentRef = useRef<HTMLElement>(null);
  const pageTitle = documentTitle ?? (typeof title === 'string' ? title : null);

  useEffect(() => {
    contentRef.current?.querySelector<HTMLInputElement>(focusable)?.focus();
  }, []);

  useEffect(() => {
    if (pageTitle) document.title = `${pageTitle} · Orbit`;
  }, [pageTitle]);

  return (
    <div className="auth-page">
      <div className="auth-page__main">
        <header className="auth-header">
          <a className="auth-logo" href={MARKETING_URL} aria-label={t('layout.home')}>
            <AuthLogo />
          </a>
          <div className="auth-header__area">{header}</div>
          {isLoggedIn && !hideLogOut && (
            <Button type="button" variant="bordered" onClick={() => void logout()}>
              {t('layout.logOut')}
            </Button>
          )}
        </header>
        <main ref={contentRef} className="auth-content" style={{ maxWidth }}>
          {title && <h1 className="auth-title">{title}</h1>}
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          {children && <div className="auth-body">{children}</div>}
          {bottom && <div className="auth-bottom">{bottom}</div>}
        </main>
        {footer && <footer className="auth-footer">{footer}</footer>}
      </div>
      {!hideRight && <AuthSidePanel />}
    </div>
  );
}
