import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

export type NotFoundProps = {
  /** "Task not found" */
  title: string;
  /** What may have happened: a wrong link, deleted, or no access. */
  description: ReactNode;
  /** The way out: a link to somewhere that exists. */
  action?: ReactNode;
};

/** The one "not found" page for an unknown workspace, orbit, view, task or address. */
export function NotFound({ title, description, action }: NotFoundProps) {
  return (
    <div data-not-found="" style={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <EmptyState
        icon="search-x"
        size="page"
        headingLevel={1}
        title={title}
        description={description}
        action={action}
      />
    </div>
  );
}
