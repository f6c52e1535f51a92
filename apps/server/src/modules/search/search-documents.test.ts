import { randomUUID } from 'node:crypto';
import type { DocumentDto, DocumentSearchHit } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openCollab, until } from '../../test/collab-client.js';
import { listenForSockets } from '../../test/socket-client.js';
import { documentPlainText } from '../documents/document-text.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { snippetOf } from './search-documents.js';

/** A block element holding `text` (a paragraph, a heading, ...), as tiptap writes it. */
function block(name: string, ...children: (Y.XmlElement | Y.XmlText)[]): Y.XmlElement {
  const element = new Y.XmlElement(name);
  element.insert(0, children);
  return element;
}

function mention(label: string): Y.XmlElement {
  const element = new Y.XmlElement('docMention');
  element.setAttribute('kind', 'user');
  element.setAttribute('label', label);
  return element;
}

describe('document search', () => {
  let t: TestApp;
  let w: TasksWorld;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForSockets(t);
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const make = async (client: ApiClient, orbitId: string, title: string): Promise<DocumentDto> => {
    const res = await client.post(`${w.base}/documents`, { clientId: randomUUID(), orbitId, title });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const search = (client: ApiClient, q: string, params = '') =>
    client.get(`${w.base}/search/documents?q=${encodeURIComponent(q)}${params}`);
  const hits = async (client: ApiClient, q: string, params = ''): Promise<DocumentSearchHit[]> => {
    const res = await search(client, q, params);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = async (client: ApiClient, q: string, params = '') =>
    (await hits(client, q, params)).map((hit) => hit.title);
  /** Writes paragraphs into a document through the collaboration socket, as the editor does. */
  const write = async (client: ApiClient, documentId: string, ...paragraphs: string[]) => {
    const editor = openCollab(url, client, `doc:${documentId}`);
    await editor.synced;
    const fragment = editor.doc.getXmlFragment('default');
    fragment.insert(
      fragment.length,
      paragraphs.map((text) => block('paragraph', new Y.XmlText(text))),
    );
    return editor;
  };

  it('reads the plain text of the rich text: blocks one a line, mentions by label, marks dropped', () => {
    const doc = new Y.Doc();
    const bold = new Y.XmlText();
    bold.insert(0, 'Ship ');
    bold.insert(5, 'on Friday', { bold: true });
    doc
      .getXmlFragment('default')
      .insert(0, [
        block('heading', new Y.XmlText('Launch   plan')),
        block('paragraph', bold),
        block('paragraph', new Y.XmlText('Ask '), mention('Ada'), new Y.XmlText(' first')),
        block('table', block('tableRow', block('tableCell', block('paragraph', new Y.XmlText('Budget'))))),
        block('paragraph'),
      ]);
    expect(documentPlainText(doc, 'default')).toBe('Launch plan\nShip on Friday\nAsk Ada first\nBudget');
  });

  it('cuts a snippet at whole words, with an ellipsis where the text goes on', () => {
    expect(snippetOf('the whole text', 1, 14)).toBe('the whole text');
    expect(snippetOf('ole text goes on and', 10, 200)).toBe('…text goes on…');
  });

  it('finds documents by title and by text, only in the orbits one sees, never from Trash', async () => {
    const open = await makeOrbit(w, w.people.owner.client);
    const secret = await makeOrbit(w, w.people.owner.client, { visibility: 'private' });
    const byTitle = await make(w.people.owner.client, open.id, 'Quarterly zephyr review');
    const byText = await make(w.people.owner.client, open.id, 'Meeting notes');
    const hidden = await make(w.people.owner.client, secret.id, 'Private notes');
    const trashed = await make(w.people.owner.client, open.id, 'Old notes');
    const editors = [
      await write(
        w.people.owner.client,
        byText.id,
        'We agreed on the budget.',
        'The zephyr launch moves to May, after the vendors sign.',
      ),
      await write(w.people.owner.client, hidden.id, 'The zephyr budget is secret.'),
      await write(w.people.owner.client, trashed.id, 'A zephyr in Trash.'),
    ];
    expect((await w.people.owner.client.delete(`${w.base}/documents/${trashed.id}`)).statusCode).toBe(200);
    // The text is indexed once the server has stored it (a few seconds after the edit).
    await until(
      async () => (await titles(w.people.owner.client, 'zephyr')).length === 3,
      'the written text indexed',
      15_000,
    );
    for (const editor of editors) editor.close();

    // The owner sees the private orbit; a title match comes before the text matches (newest first).
    expect(await titles(w.people.owner.client, 'zeph')).toEqual([
      'Quarterly zephyr review',
      'Private notes',
      'Meeting notes',
    ]);
    const member = await hits(w.people.member.client, 'zephyr launch');
    expect(member.map((hit) => hit.id)).toEqual([byText.id]);
    expect(member[0]?.snippet).toContain('The zephyr launch moves to May');
    expect(member[0]?.orbitId).toBe(open.id);
    expect(await titles(w.people.member.client, 'zephyr')).toEqual([
      'Quarterly zephyr review',
      'Meeting notes',
    ]);
    expect(await titles(w.people.member.client, 'zephyr', `&orbitId=${secret.id}`)).toEqual([]);
    expect(await titles(w.people.member.client, 'secret')).toEqual([]);
    // Another workspace, a guest of no orbit: nothing.
    expect(await titles(w.people.guest.client, 'zephyr')).toEqual([]);
    const theirs = await w.stranger.client.get(
      `/api/orgs/${w.stranger.workspace.slug}/search/documents?q=zephyr`,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    expect((await search(w.stranger.client, 'zephyr')).statusCode).toBe(404);
    // Trash and back.
    expect(await titles(w.people.owner.client, 'trash')).toEqual([]);
    await w.people.owner.client.post(`${w.base}/documents/${trashed.id}/restore`, {});
    expect(await titles(w.people.owner.client, 'trash')).toEqual(['Old notes']);
    expect(byTitle.title).toBe('Quarterly zephyr review');
  });

  it('refuses a search without words on the field', async () => {
    const res = await search(w.people.member.client, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Type something to search for.');
  });
});
