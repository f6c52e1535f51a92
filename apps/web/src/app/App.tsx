import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ReloadRequiredBanner } from '../features/sync/ReloadRequiredBanner';
import { ThemeController } from '../features/theme/ThemeController';
import { i18next } from '../lib/i18n/i18n';
import { dropLastScreenUnless } from '../lib/lastScreen';
import { setLazyFailure } from '../ui/lazyComponent';
import { Toaster } from '../ui/Toaster';
import { LazyFailureNotice } from './LazyFailureNotice';
import { routes } from './routes';
import { UpdatePrompt } from './UpdatePrompt';

const router = createBrowserRouter(routes, { basename: '/' });
// The picture of the last visit (lib/lastScreen.ts) shows one address: another one (a redirect to the
// sign-in page, a link followed) takes it away.
router.subscribe(({ location }) => dropLastScreenUnless(location.pathname + location.search));
setLazyFailure((retry) => <LazyFailureNotice onRetry={retry} />);

/** The one toast region for every page, named in the interface language. */
function AppToaster() {
  const { t } = useTranslation('theme');
  return <Toaster label={t('toaster.label')} />;
}

export function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <ThemeController />
        <RouterProvider router={router} />
        <AppToaster />
        <UpdatePrompt />
        <ReloadRequiredBanner />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
