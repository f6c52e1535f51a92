// The production build on a fresh embedded database, for the browser tests, with a real SMTP sink:
// the server delivers over SMTP and every message lands as an .eml file the journeys read.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { runInfoPath } from './support/runInfo.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-'));
const mailDir = path.join(dataDir, 'smtp-sink');
mkdirSync(mailDir, { recursive: true });

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate for the client to distrust.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const file = path.join(mailDir, `${Date.now()}-${String(received).padStart(5, '0')}.eml`);
      // The envelope recipient goes first, so a journey can find its mail without parsing headers.
      writeFileSync(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpPort = sink.server.address().port;

process.env.NODE_ENV = 'production';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://localhost:${port}`;
process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';

// The journeys run in other processes; this file tells them where the mail goes.
writeFileSync(
  runInfoPath(port),
  JSON.stringify({ dataDir, mailDir, smtpPort, publicUrl: process.env.PUBLIC_URL }),
);

await import('../apps/server/dist/main.js');
