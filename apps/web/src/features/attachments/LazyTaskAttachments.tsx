import { type ComponentProps, lazy, Suspense } from 'react';

const TaskAttachments = lazy(() => import('./TaskAttachments').then((m) => ({ default: m.TaskAttachments })));

/** The task panel's Attachments section, fetched when a task is first opened (not in the page's initial JS). */
export function LazyTaskAttachments(props: ComponentProps<typeof TaskAttachments>) {
  return (
    <Suspense fallback={null}>
      <TaskAttachments {...props} />
    </Suspense>
  );
}
