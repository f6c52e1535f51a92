import { type ComponentProps, lazy, Suspense } from 'react';

const CreateTaskDialog = lazy(() =>
  import('./CreateTaskDialog').then((m) => ({ default: m.CreateTaskDialog })),
);

/** The create-task modal, fetched the first time it opens (it keeps the pages' initial JS small). */
export function LazyCreateTaskDialog(props: ComponentProps<typeof CreateTaskDialog>) {
  return (
    <Suspense fallback={null}>
      <CreateTaskDialog {...props} />
    </Suspense>
  );
}
