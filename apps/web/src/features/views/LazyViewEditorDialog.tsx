import { type ComponentProps, lazy, Suspense } from 'react';

const ViewEditorDialog = lazy(() =>
  import('./ViewEditorDialog').then((m) => ({ default: m.ViewEditorDialog })),
);

/** The view editor, fetched the first time it opens (the sidebar ships with every page). */
export function LazyViewEditorDialog(props: ComponentProps<typeof ViewEditorDialog>) {
  return (
    <Suspense fallback={null}>
      <ViewEditorDialog {...props} />
    </Suspense>
  );
}
