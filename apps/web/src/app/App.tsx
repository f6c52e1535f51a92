import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18next } from '../lib/i18n/i18n';
import { routes } from './routes';

const router = createBrowserRouter(routes, { basename: '/' });

export function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
