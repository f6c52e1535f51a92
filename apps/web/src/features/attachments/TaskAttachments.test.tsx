import { attachmentMaxBytes, type ItemDto } from '@orbit/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, useAppStore } from '../../lib/appStore';
import { localDb } from '../../lib/localDb';
import type { Item } from '../sync/schemas';
import { TaskAttachments } from './TaskAttachments';

const scope = { org: 'acme', workspaceId: 'w1', meId: 'me' };
const members = [
  { userId: 'me', name: 'Mia Me' },
  { userId: 'u2', name: 'Ada Lovelace' },
];

function task(attachments: Item['attachments']): Item {
  return {
    id: 'i1',
    workspaceId: 'w1',
    orbitId: 'o1',
    title: 'Ship it',
    priority: 'none',
    assigneeIds: [],
    labelIds: [],
    attachments,
    dueHasTime: false,
    position: 'a0',
    seq: 5,
  };
}

/** The task as the server answers it: the whole ItemDto, which the client checks before storing it. */
function serverTask(attachments: Item['attachments'], seq: number): ItemDto {
  return {
    ...task(attachments),
    clientId: null,
    listId: null,
    parentId: null,
    description: '',
    statusId: 's1',
    priority: 'none',
    attachments: attachments as ItemDto['attachments'],
    dueAt: null,
    startAt: null,
    completedAt: null,
    deletedAt: null,
    createdBy: 'me',
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    seq,
  };
}

const files = [
  {
    id: 'f1',
    name: 'diagram.png',
    contentType: 'image/png',
    size: 2048,
    createdBy: 'u2',
    createdAt: '2026-01-02T10:00:00.000Z',
  },
  {
    id: 'f2',
    name: 'notes.svg',
    contentType: 'image/svg+xml',
    size: 300,
    createdBy: 'me',
    createdAt: '2026-01-02T10:01:00.000Z',
  },
];

/** A stand-in for XMLHttpRequest: each send is kept so the test can report progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setOnline(true);
  useAppStore.setState({ preferences: { ...defaultPreferences } });
  await localDb.items.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaskAttachments', () => {
  it('shows images as thumbnails and other files (SVG too) as an icon, in the saved layout', async () => {
    render(<TaskAttachments item={task(files)} scope={scope} members={members} />);
    const list = screen.getByRole('list', { name: 'Files' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/orgs/acme/attachments/f1');
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('2 kB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download diagram.png' }).getAttribute('download')).toBe(
      'diagram.png',
    );
    // The link's name is what it shows: the file's name and size.
    expect(screen.getByRole('link', { name: 'diagram.png 2 kB' }).getAttribute('href')).toBe(
      '/api/orgs/acme/attachments/f1',
    );

    expect(screen.getByRole('button', { name: 'Show as grid' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show as list' }));
    expect(useAppStore.getState().preferences.itemAttachmentsLayout).toBe('list');
    expect(screen.getByRole('button', { name: 'Show as list' }).getAttribute('aria-pressed')).toBe('true');
    // The list says who attached each file.
    expect(screen.getByText('2 kB · Ada Lovelace')).toBeTruthy();
  });

  it('uploads each chosen file with progress, then puts the answered task in the local database', async () => {
    render(<TaskAttachments item={task([])} scope={scope} members={members} />);
    expect(screen.getByText('No files attached yet.')).toBeTruthy();
    const file = new File(['hello world'], 'hello.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Choose files to attach'), file);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/orgs/acme/items/i1/attachments');
    expect(xhr?.headers['X-Requested-With']).toBe('orbit');
    expect(xhr?.withCredentials).toBe(true);
    expect((xhr?.body?.get('file') as File | undefined)?.name).toBe('hello.txt');

    act(() => xhr?.progress(6, 11));
    const bar = screen.getByRole('progressbar', { name: 'Uploading hello.txt' });
    expect(bar.getAttribute('value')).toBe('6');
    expect(screen.getByText('54%')).toBeTruthy();

    const answered = serverTask([{ ...files[0], id: 'f9', name: 'hello.txt' } as never], 9);
    await act(async () => xhr?.answer(201, answered));
    await vi.waitFor(async () => expect((await localDb.items.get('i1'))?.seq).toBe(9));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says clearly when a file is too large, from the server (413) or before sending', async () => {
    render(<TaskAttachments item={task([])} scope={scope} members={members} />);
    await userEvent.upload(
      screen.getByLabelText('Choose files to attach'),
      new File(['x'], 'movie.mov', { type: 'video/quicktime' }),
    );
    await act(async () =>
      FakeXhr.sent[0]?.answer(413, { code: 'payload_too_large', message: 'x', fields: { file: 'x' } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“movie.mov” is larger than 25 MB and was not attached.',
    );

    const huge = new File(['x'], 'huge.iso');
    Object.defineProperty(huge, 'size', { value: attachmentMaxBytes + 1 });
    await userEvent.upload(screen.getByLabelText('Choose files to attach'), huge);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      '“huge.iso” is larger than 25 MB and was not attached.',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a stored name without bidirectional controls, so its extension cannot be spoofed', () => {
    const spoofed = {
      ...files[1],
      id: 'f3',
      name: 'invoice\u202Efdp.exe',
      contentType: 'application/octet-stream',
    };
    render(<TaskAttachments item={task([spoofed as never])} scope={scope} members={members} />);
    expect(screen.getByRole('link', { name: 'Download invoicefdp.exe' }).getAttribute('download')).toBe(
      'invoicefdp.exe',
    );
  });

  it('says when the workspace storage is full (413 storage_full)', async () => {
    render(<TaskAttachments item={task([])} scope={scope} members={members} />);
    await userEvent.upload(screen.getByLabelText('Choose files to attach'), new File(['x'], 'a.txt'));
    await act(async () =>
      FakeXhr.sent[0]?.answer(413, { code: 'storage_full', message: 'full', fields: { file: 'full' } }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('this workspace’s storage is full');
  });

  it('explains a 404 on a task still waiting in the outbox (temporary id) differently from a gone task', async () => {
    const queued = { ...task([]), id: '5b0c9a3e-1f7e-4a53-9a55-2b1d1c6f0a11', seq: 0 };
    render(<TaskAttachments item={queued} scope={scope} members={members} />);
    await userEvent.upload(screen.getByLabelText('Choose files to attach'), new File(['x'], 'early.txt'));
    expect(FakeXhr.sent[0]?.url).toBe(
      '/api/orgs/acme/items/5b0c9a3e-1f7e-4a53-9a55-2b1d1c6f0a11/attachments',
    );
    await act(async () => FakeXhr.sent[0]?.answer(404, { code: 'not_found', message: 'Task not found.' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This task isn't saved yet. Try again in a moment.",
    );
  });

  it('when offline, says so, disables adding and sends nothing', async () => {
    setOnline(false);
    render(<TaskAttachments item={task([])} scope={scope} members={members} />);
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Files can be attached once you're back online.",
    );
    expect((screen.getByRole('button', { name: 'Add files' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect((screen.getByRole('button', { name: 'Add files' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('deletes a file only after confirming, and keeps the dialog open with an error when it fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 'internal_error', message: 'x' }), { status: 500 }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify(serverTask([files[1] as never], 12)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    render(<TaskAttachments item={task(files)} scope={scope} members={members} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete diagram.png' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('“diagram.png” will be removed from this task for everyone.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The file could not be deleted. Try again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/orgs/acme/attachments/f1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect((await localDb.items.get('i1'))?.seq).toBe(12);
  });
});
