// Run by the ownership tests as a separate Node process: it owns the cluster until SIGTERM (clean
// stop) or SIGKILL (leaves an orphaned PostgreSQL behind, which is the point).
import { startEmbeddedPostgres } from './index.js';
import { queryOnce } from './test-support.js';

const [dataDir, note = ''] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: owner-process.fixture.ts <dataDir> <note>');

const handle = await startEmbeddedPostgres({
  dataDir,
  logger: { debug() {}, info() {}, warn: (msg) => console.error(msg), error: (msg) => console.error(msg) },
});
await queryOnce(handle.poolConfig(), 'CREATE TABLE IF NOT EXISTS notes (body text)');
await queryOnce(handle.poolConfig(), 'INSERT INTO notes (body) VALUES ($1)', [note]);
process.once('SIGTERM', () => {
  void handle.stop().then(() => process.exit(0));
});
console.log(`READY ${process.pid}`);
