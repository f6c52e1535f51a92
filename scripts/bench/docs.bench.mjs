// Documents written together (issue 20): 20 editors in one document, keystroke → every other editor
// p50/p99; a 100-page document opened cold (loaded from PostgreSQL) and warm (already open on the
// server); the server's memory per open document. Real providers (@hocuspocus/provider over ws) against
// the production server (dist/main.js) on an embedded PostgreSQL. The text is Yjs as tiptap keeps it
// (paragraph elements in the fragment 'default'); no browser: opening times are sync, not rendering.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { ms, percentile } from './bench-figures.mjs';
import { seedOrbit, seedTeam, signIn, startSeededServer } from './bench-seeded-server.mjs';
import { rssMb } from './process-stats.mjs';

const EDITORS = 20;
const KEYSTROKES = 200;
const PAGES = 100;
const PARAGRAPHS_PER_PAGE = 12;
const OPEN_DOCUMENTS = 300;
/** Pages of text in each of those documents. */
const PAGES_EACH = 3;
const port = 3193;

const server = await startSeededServer(port);
const { db, modules, url } = server;
const { schema } = modules;
const open = [];

function connect(cookie, name, doc = new Y.Doc()) {
  const socket = new HocuspocusProviderWebsocket({
    url: `${url.replace('http', 'ws')}/api/collab`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(address, protocols) {
        super(address, protocols, { headers: { cookie, origin: url } });
      }
    },
  });
  const synced = new Promise((resolve, reject) => {
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      document: doc,
      onSynced: () => resolve(provider),
      onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
    });
    provider.attach();
    open.push({ provider, socket });
  });
  return synced.then((provider) => ({ provider, socket, doc }));
}
const close = ({ provider, socket }) => {
  provider.destroy();
  socket.destroy();
};

async function makeDocument(workspaceId, orbitId, ownerId, title) {
  const id = modules.newId();
  await db
    .insert(schema.documents)
    .values({ id, workspaceId, orbitId, title, position: id, createdBy: ownerId });
  return id;
}

function paragraph(text) {
  const p = new Y.XmlElement('paragraph');
  p.insert(0, [new Y.XmlText(text)]);
  return p;
}

try {
  const { users, workspace } = await seedTeam(
    server,
    Array.from({ length: EDITORS }, (_, i) => ({ email: `docs-${i}@example.com`, name: `Writer ${i}` })),
  );
  const { orbitId } = await seedOrbit(server, {
    workspaceId: workspace.id,
    ownerId: users[0].id,
    name: 'Docs',
    position: 'a',
  });
  const cookies = [];
  for (const user of users) cookies.push(`access_token=${(await signIn(server, user.id)).accessToken}`);

  // 20 editors in one document.
  const shared = await makeDocument(workspace.id, orbitId, users[0].id, 'Shared');
  const editors = await Promise.all(cookies.map((cookie) => connect(cookie, `doc:${shared}`)));
  editors[0].doc.getXmlFragment('default').insert(0, [paragraph('')]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const latencies = [];
  for (let k = 0; k < KEYSTROKES; k += 1) {
    const author = editors[k % EDITORS];
    const others = editors.filter((e) => e !== author);
    const marker = `k${k}`;
    const arrived = others.map(
      (e) =>
        new Promise((resolve) => {
          const text = e.doc.getXmlFragment('default').get(0).get(0);
          const check = () => {
            if (text.toString().includes(marker)) {
              text.unobserve(check);
              resolve(performance.now());
            }
          };
          text.observe(check);
        }),
    );
    const t0 = performance.now();
    author.doc.getXmlFragment('default').get(0).get(0).insert(0, marker);
    for (const at of await Promise.all(arrived)) latencies.push(at - t0);
  }
  console.log(
    `${EDITORS} editors, ${KEYSTROKES} keystrokes: keystroke → each other editor p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (${latencies.length} deliveries)`,
  );
  for (const e of editors) close(e);

  // A 100-page document: written once, then opened cold and warm.
  const big = await makeDocument(workspace.id, orbitId, users[0].id, 'Handbook');
  const writer = await connect(cookies[0], `doc:${big}`);
  const line = 'The quick brown fox jumps over the lazy dog while the team writes its handbook together. ';
  writer.doc.transact(() => {
    const fragment = writer.doc.getXmlFragment('default');
    for (let p = 0; p < PAGES * PARAGRAPHS_PER_PAGE; p += 1) fragment.push([paragraph(line.repeat(3))]);
  });
  const stateBytes = Y.encodeStateAsUpdate(writer.doc).byteLength;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  close(writer);
  // The server stores and unloads it once its last editor left.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const cold = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    const reader = await connect(cookies[1], `doc:${big}`);
    cold.push(performance.now() - t0);
    if (reader.doc.getXmlFragment('default').length !== PAGES * PARAGRAPHS_PER_PAGE)
      throw new Error('incomplete');
    close(reader);
    await new Promise((resolve) => setTimeout(resolve, 800));
  }
  const keeper = await connect(cookies[2], `doc:${big}`);
  const warm = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    const reader = await connect(cookies[1], `doc:${big}`);
    warm.push(performance.now() - t0);
    close(reader);
  }
  close(keeper);
  console.log(
    `${PAGES}-page document (${PAGES * PARAGRAPHS_PER_PAGE} paragraphs, ${(stateBytes / 1024).toFixed(0)} KB of Yjs state): open cold (from PostgreSQL) p50 ${ms(percentile(cold, 50))}, warm (open on the server) p50 ${ms(percentile(warm, 50))}`,
  );

  // Memory per open document: 300 documents of three pages each, one editor on each (RSS moves in
  // steps; enough documents that the step is theirs).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = rssMb(server.pid);
  const holders = [];
  for (let d = 0; d < OPEN_DOCUMENTS; d += 1) {
    const id = await makeDocument(workspace.id, orbitId, users[0].id, `Note ${d}`);
    const holder = await connect(cookies[d % EDITORS], `doc:${id}`);
    holder.doc.transact(() => {
      const fragment = holder.doc.getXmlFragment('default');
      for (let p = 0; p < PARAGRAPHS_PER_PAGE * PAGES_EACH; p += 1)
        fragment.push([paragraph(line.repeat(3))]);
    });
    holders.push(holder);
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = rssMb(server.pid);
  console.log(
    `server memory: ${OPEN_DOCUMENTS} open ${PAGES_EACH}-page documents (one editor each) add ${(after - before).toFixed(1)} MB RSS: ${(((after - before) * 1024) / OPEN_DOCUMENTS).toFixed(0)} KB per open document (RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB)`,
  );
  for (const holder of holders) close(holder);
} finally {
  for (const { provider, socket } of open) {
    provider.destroy();
    socket.destroy();
  }
  await server.stop();
}
process.exit(0);
