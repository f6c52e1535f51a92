import type { DocumentBacklinkDto, DocumentVersionDto } from '@orbit/shared/documents';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import Link2 from 'lucide-react/icons/link-2';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';
import { SelectPicker } from '../../ui/SelectPicker';
import { toast } from '../../ui/toast';
import type { OrbitPageActions, OrbitPageResult } from '../orbitPages/orbitPageActions';
import type { DocumentRow } from '../sync/schemas';
import { OrbitBadge } from '../tasks/OrbitBadge';
import type { TaskData } from '../tasks/useTaskData';
import type { ScopeContext } from '../tasks/useTaskScope';
import type { MentionTarget } from './DocumentEditor';
import {
  isNewDocumentState,
  linkTask,
  listBacklinks,
  listVersions,
  restoreVersion,
  saveVersion,
  unlinkTask,
} from './documentApi';
import { LazyDocumentEditor } from './LazyDocumentEditor';
import './documents.css';
import './documentStrings';

type Props = { document: DocumentRow; data: TaskData; ctx: ScopeContext; actions: OrbitPageActions };

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));
/** A write the server refused has been rolled back by the outbox; the person hears why. */
const told = (result: OrbitPageResult) => {
  if (!result.ok) failed(result.error);
};

/** `/:org/:orbitId/docs/:docId`: a document's title, its text written together, versions and backlinks. */
export function DocumentScreen({ document: doc, data, ctx, actions }: Props) {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const orbit = data.orbits.find((o) => o.id === doc.orbitId);
  const [title, setTitle] = useState(doc.title);
  useEffect(() => setTitle(doc.title), [doc.title]);
  // A document just made from the Documents menu: its title takes the focus, selected, to be named.
  const titleInput = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const isNew = isNewDocumentState(location.state);
  useEffect(() => {
    if (!isNew) return;
    titleInput.current?.focus();
    titleInput.current?.select();
  }, [isNew]);
  const readOnly = Boolean(doc.archivedAt || doc.deletedAt);

  useBreadcrumb(
    useMemo(
      () => [
        ...(orbit ? [{ key: 'orbit', label: orbit.name, mark: <OrbitBadge orbit={orbit} /> }] : []),
        { key: 'document', label: doc.title },
      ],
      [orbit, doc.title],
    ),
  );

  const me = data.members.find((m) => m.userId === ctx.meId);
  const mentionTargets = useMemo<MentionTarget[]>(
    () => [
      ...data.members.map((m) => ({
        kind: 'user' as const,
        id: m.userId,
        label: String(m.name ?? m.email ?? ''),
        href: `/${ctx.org}/${m.userId}`,
      })),
      ...data.orbits.map((o) => ({
        kind: 'orbit' as const,
        id: o.id,
        label: o.name,
        href: `/${ctx.org}/${o.id}`,
      })),
      ...data.items
        .filter((i) => !i.deletedAt)
        .map((i) => ({
          kind: 'task' as const,
          id: i.id,
          label: i.title,
          href: `/${ctx.org}/${i.orbitId}/${i.id}`,
        })),
    ],
    [data.members, data.orbits, data.items, ctx.org],
  );

  // Opened under its temporary id (just made, maybe offline): the text waits for the server's row,
  // and the address follows the row's id and orbit (a move made here, or the server's id arriving).
  const onServer = !doc.id.includes('-');
  const path = `/${ctx.org}/${doc.orbitId}/docs/${doc.id}`;
  useEffect(() => {
    if (location.pathname !== path) navigate(path, { replace: true });
  }, [path, location.pathname, navigate]);

  // Metadata goes through the outbox: applied here at once, offline too, and sent once.
  const rename = () => {
    const next = title.trim();
    if (!next || next === doc.title) return setTitle(doc.title);
    void actions.rename(doc, next).then(told);
  };
  const move = (orbitId: string) => void actions.move(doc, orbitId).then(told);
  const archive = (archived: boolean) => void actions.setArchived(doc, archived).then(told);
  const trash = () => {
    void actions.trash(doc).then(told);
    toast.success(t('trashed'));
  };

  return (
    <div className="doc-page">
      <section className="doc-main" aria-labelledby="doc-title-label">
        <header className="doc-header">
          <label id="doc-title-label" htmlFor="doc-title" className="visually-hidden">
            {t('title')}
          </label>
          <input
            ref={titleInput}
            id="doc-title"
            className="doc-title"
            value={title}
            maxLength={120}
            readOnly={readOnly}
            onChange={(event) => setTitle(event.target.value)}
            onBlur={rename}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
              if (event.key === 'Escape') setTitle(doc.title);
            }}
          />
          <div className="doc-actions">
            {!doc.deletedAt && (
              <div className="doc-move">
                <label htmlFor="doc-move-orbit">{t('move')}</label>
                <SelectPicker
                  id="doc-move-orbit"
                  label={t('move')}
                  value={doc.orbitId}
                  disabled={readOnly}
                  options={data.orbits.map((o) => ({
                    value: o.id,
                    label: o.name,
                    leading: <OrbitBadge orbit={o} />,
                  }))}
                  onChange={(orbitId) => {
                    if (orbitId !== doc.orbitId) move(orbitId);
                  }}
                  searchPlaceholder={tc('picker.search')}
                  emptyText={tc('picker.noMatches')}
                  width={240}
                />
              </div>
            )}
            {!doc.deletedAt &&
              (doc.archivedAt ? (
                <button type="button" className="doc-button" onClick={() => archive(false)}>
                  <ArchiveRestore size={16} aria-hidden="true" /> {t('unarchive')}
                </button>
              ) : (
                <button type="button" className="doc-button" onClick={() => archive(true)}>
                  <Archive size={16} aria-hidden="true" /> {t('archive')}
                </button>
              ))}
            {doc.deletedAt ? (
              <button
                type="button"
                className="doc-button"
                onClick={() => void actions.restore(doc).then(told)}
              >
                <RotateCcw size={16} aria-hidden="true" /> {t('restore')}
              </button>
            ) : (
              <button type="button" className="doc-button" onClick={trash}>
                <Trash2 size={16} aria-hidden="true" /> {t('delete')}
              </button>
            )}
          </div>
        </header>
        {doc.deletedAt && <p className="doc-notice">{t('inTrash')}</p>}
        {doc.archivedAt && !doc.deletedAt && <p className="doc-notice">{t('archived')}</p>}
        {onServer ? (
          <LazyDocumentEditor
            key={doc.id}
            org={ctx.org}
            documentId={doc.id}
            me={{ id: ctx.meId, name: String(me?.name ?? me?.email ?? '') }}
            readOnly={readOnly}
            mentionTargets={mentionTargets}
            label={t('editor.label', { title: doc.title })}
          />
        ) : (
          <p className="doc-notice" role="status">
            {t('waitingForServer')}
          </p>
        )}
      </section>
      {onServer && (
        <aside className="doc-side" aria-label={t('side')}>
          <Versions org={ctx.org} documentId={doc.id} readOnly={readOnly} />
          <Backlinks org={ctx.org} documentId={doc.id} data={data} readOnly={readOnly} />
        </aside>
      )}
    </div>
  );
}

function Versions({ org, documentId, readOnly }: { org: string; documentId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation('documents');
  const [versions, setVersions] = useState<DocumentVersionDto[] | null>(null);
  const [name, setName] = useState('');
  const load = useCallback(
    () =>
      listVersions(org, documentId)
        .then(setVersions)
        .catch(() => setVersions([])),
    [org, documentId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await saveVersion(org, documentId, name.trim());
      setName('');
      toast.success(t('versions.saved'));
      await load();
    } catch (error) {
      failed(error);
    }
  };
  const restore = async (version: DocumentVersionDto) => {
    try {
      await restoreVersion(org, documentId, version.id);
      toast.success(t('versions.restored', { name: version.name }));
      await load();
    } catch (error) {
      failed(error);
    }
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section className="doc-panel" aria-labelledby="doc-versions-title">
      <h2 id="doc-versions-title">{t('versions.title')}</h2>
      <form className="doc-version-form" onSubmit={(event) => void save(event)}>
        <label htmlFor="doc-version-name" className="visually-hidden">
          {t('versions.name')}
        </label>
        <input
          id="doc-version-name"
          value={name}
          maxLength={120}
          placeholder={t('versions.name')}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="doc-button" disabled={!name.trim()}>
          {t('versions.save')}
        </button>
      </form>
      {versions?.length === 0 && <p className="doc-empty">{t('versions.none')}</p>}
      <ul className="doc-list">
        {versions?.map((version) => (
          <li key={version.id}>
            <span className="doc-list-main">{version.name}</span>
            <span className="doc-list-note">{when(version.createdAt)}</span>
            {!readOnly && (
              <button
                type="button"
                className="doc-button"
                aria-label={t('versions.restore', { name: version.name })}
                onClick={() => void restore(version)}
              >
                <RotateCcw size={14} aria-hidden="true" /> {t('versions.restoreShort')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Backlinks(props: { org: string; documentId: string; data: TaskData; readOnly: boolean }) {
  const { org, documentId, data, readOnly } = props;
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const [backlinks, setBacklinks] = useState<DocumentBacklinkDto[] | null>(null);
  const [choice, setChoice] = useState('');
  const load = useCallback(
    () =>
      listBacklinks(org, documentId)
        .then(setBacklinks)
        .catch(() => setBacklinks([])),
    [org, documentId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const linked = new Set(backlinks?.map((b) => b.itemId));
  const tasks = data.items.filter((i) => !i.deletedAt && !linked.has(i.id));
  const chosen = tasks.find((task) => task.id === choice);
  const link = async () => {
    if (!choice) return;
    try {
      await linkTask(org, documentId, choice);
      setChoice('');
      await load();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <section className="doc-panel" aria-labelledby="doc-backlinks-title">
      <h2 id="doc-backlinks-title">{t('backlinks.title')}</h2>
      {backlinks?.length === 0 && <p className="doc-empty">{t('backlinks.none')}</p>}
      <ul className="doc-list">
        {backlinks?.map((b) => (
          <li key={b.itemId}>
            <Link className="doc-list-main" to={`/${org}/${b.orbitId}/${b.itemId}`}>
              {b.title}
            </Link>
            {!readOnly && (
              <button
                type="button"
                className="icon-button"
                aria-label={t('backlinks.unlink', { title: b.title })}
                onClick={() => void unlinkTask(org, documentId, b.itemId).then(load, failed)}
              >
                <X size={14} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div className="doc-version-form">
          <Picker
            label={t('backlinks.pick')}
            options={tasks.map((task) => ({ value: task.id, label: task.title }))}
            value={choice || null}
            onChange={setChoice}
            searchPlaceholder={tc('picker.search')}
            emptyText={tc('picker.noMatches')}
            width={280}
          >
            <PickerTrigger
              id="doc-link-task"
              className="doc-link-trigger"
              aria-label={chosen ? `${t('backlinks.pick')}: ${chosen.title}` : t('backlinks.pick')}
              placeholder={t('backlinks.pick')}
            >
              {chosen?.title}
            </PickerTrigger>
          </Picker>
          <button type="button" className="doc-button" disabled={!choice} onClick={() => void link()}>
            <Link2 size={14} aria-hidden="true" /> {t('backlinks.link')}
          </button>
        </div>
      )}
    </section>
  );
}
