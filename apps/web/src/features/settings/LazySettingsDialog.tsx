import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '../../ui/lazyComponent';

const SettingsDialog = lazyComponent(() => import('./SettingsDialog'), 'SettingsDialog');

/**
 * The settings modal, fetched the first time the URL asks for it (`?settings=`): its tabs, the member
 * lists and the theme and plan pickers stay out of every page's initial JS.
 */
export function LazySettingsDialog(props: ComponentProps<typeof SettingsDialog>) {
  const [searchParams] = useSearchParams();
  if (searchParams.get('settings') === null) return null;
  return <SettingsDialog {...props} />;
}
