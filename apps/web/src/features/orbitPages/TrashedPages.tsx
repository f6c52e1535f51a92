import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import type { BoardRow } from '../sync/schemas';
import type { OrbitPageKind, OrbitPageResult } from './orbitPageActions';
import { useOrbitPageActions } from './useOrbitPageActions';

/** What Trash's list of one kind of page says; the kind's own words. */
export type TrashedPagesLabels = {
  heading: string;
  restore(title: string): string;
  restored: string;
  delete(title: string): string;
  deleteTitle(title: string): string;
  deleteText: string;
  deleteConfirm: string;
  cancel: string;
  deleted: string;
};

type Page = Pick<BoardRow, 'id' | 'title' | 'deletedAt'>;

type Props<P extends Page> = {
  kind: OrbitPageKind;
  /** The workspace's pages of this kind; those in Trash are listed, the latest trashed first. */
  pages: readonly P[];
  labels: TrashedPagesLabels;
  /** Where a page's title links to (it opens read-only, saying it is in Trash); plain text without. */
  href?: (page: P) => string;
};

/**
 * Trash's documents or boards: restore, or delete for good after a confirmation; nothing at all when
 * none is in Trash. A write the server refuses is rolled back by the outbox, and the person hears why.
 */
export function TrashedPages<P extends Page>({ kind, pages, labels, href }: Props<P>) {
  const actions = useOrbitPageActions(kind);
  const [deleting, setDeleting] = useState<P | null>(null);
  const trashed = useMemo(
    () =>
      pages
        .filter((page) => page.deletedAt)
        .sort((a, b) => String(b.deletedAt).localeCompare(String(a.deletedAt))),
    [pages],
  );
  if (trashed.length === 0 || !actions) return null;
  const told = (result: OrbitPageResult) => {
    if (!result.ok) toast.error(result.error instanceof Error ? result.error.message : String(result.error));
  };
  const headingId = `trash-${kind}s-title`;
  return (
    <section className="task-main" aria-labelledby={headingId}>
      <h2 id={headingId} className="task-header">
        {labels.heading}
      </h2>
      <ul className="task-scroll trash-list">
        {trashed.map((page) => (
          <li key={page.id} className="task-row" data-page-id={page.id}>
            {href ? (
              <Link className="task-title-text" to={href(page)}>
                {page.title}
              </Link>
            ) : (
              <span className="task-title-text">{page.title}</span>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={labels.restore(page.title)}
              onClick={() => {
                void actions.restore(page).then(told);
                toast.success(labels.restored);
              }}
            >
              <RotateCcw size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={labels.delete(page.title)}
              onClick={() => setDeleting(page)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={labels.deleteTitle(deleting?.title ?? '')}
        description={labels.deleteText}
        confirmLabel={labels.deleteConfirm}
        cancelLabel={labels.cancel}
        onConfirm={() => {
          if (deleting) void actions.deleteForGood(deleting).then(told);
          setDeleting(null);
          toast.success(labels.deleted);
        }}
      />
    </section>
  );
}
