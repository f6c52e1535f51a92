// The production build on a fresh embedded database, for the browser tests, with a real SMTP sink:
// the server delivers over SMTP and every message lands as an .eml file the journeys read. Google
// sign-in goes to a real OpenID Connect provider on loopback (oauth2-mock-server); Microsoft stays
// unconfigured, as on a server whose administrator set up only one provider.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { startJanusIfInstalled } from './support/janus.mjs';
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

// The mock approves every authorization. Which person signs in is up to the journey: its browser
// sends the header `X-E2E-Identity` (JSON claims), and the claims of the request to /authorize go into
// the tokens issued for that authorization's code, so journeys running in parallel never mix.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
const claimsByCode = new Map();
provider.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const header = req.headers['x-e2e-identity'];
  const code = redirect.url.searchParams.get('code');
  if (typeof header === 'string' && code) claimsByCode.set(code, JSON.parse(header));
});
provider.service.on('beforeTokenSigning', (token, req) => {
  const claims = claimsByCode.get(req.body?.code);
  if (claims) Object.assign(token.payload, claims);
});
provider.service.on('beforeResponse', (_response, req) => {
  // Both tokens of this code are signed by now; the code cannot be used again.
  claimsByCode.delete(req.body?.code);
});
await provider.start(0, '127.0.0.1');
const googleIssuer = provider.issuer.url;

process.env.NODE_ENV = 'production';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
// No PUBLIC_URL, as on a fresh `npm start`: the app answers on whichever address the browser uses
// (localhost or 127.0.0.1) and mails links to it. The journeys reach it through loopback and play the
// proxy that says which client each one is (X-Forwarded-For), so loopback is the trusted proxy.
delete process.env.PUBLIC_URL;
process.env.TRUST_PROXY = 'loopback';
process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
// A call rings for 12 s instead of 30 before it is missed (the calls journeys wait for it; shorter,
// and answering on a loaded machine could outlast it). Calls of
// more than two go through Janus when it is installed (calls-sfu.spec.ts), else they are refused.
process.env.CALL_RING_SECONDS = '12';
process.env.CALL_MESH_LIMIT = '2';
const janus = await startJanusIfInstalled();
if (janus) {
  process.env.JANUS_URL = janus.url;
  process.env.JANUS_ADMIN_KEY = janus.adminKey;
} else delete process.env.JANUS_URL;
process.env.GOOGLE_ISSUER = googleIssuer;
process.env.GOOGLE_CLIENT_ID = 'orbit-e2e';
process.env.GOOGLE_CLIENT_SECRET = 'orbit-e2e-secret';
for (const name of ['MICROSOFT_ISSUER', 'MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'])
  delete process.env[name];

// The journeys run in other processes; this file tells them where the mail goes and who the provider is.
writeFileSync(
  runInfoPath(port),
  JSON.stringify({ dataDir, mailDir, smtpPort, googleIssuer, janus: Boolean(janus) }),
);

await import('../apps/server/dist/main.js');
