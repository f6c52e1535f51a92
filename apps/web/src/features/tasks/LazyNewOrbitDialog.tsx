import { type ComponentProps, lazy, Suspense } from 'react';

const NewOrbitDialog = lazy(() => import('./NewOrbitDialog').then((m) => ({ default: m.NewOrbitDialog })));

/** The New orbit dialog, fetched the first time it opens (the sidebar ships with every page). */
export function LazyNewOrbitDialog(props: ComponentProps<typeof NewOrbitDialog>) {
  return (
    <Suspense fallback={null}>
      <NewOrbitDialog {...props} />
    </Suspense>
  );
}
