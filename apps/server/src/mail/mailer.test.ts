import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.js';
import { findLinks } from './mail-links.js';
import { inviteMail } from './templates/invite.mail.js';
import { passwordResetMail } from './templates/password-reset.mail.js';
import { verificationMail } from './templates/verification.mail.js';

const from = 'Orbit <no-reply@orbit.test>';

type Received = { from: string | undefined; to: string[]; raw: string };

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('SMTP delivery', () => {
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the message to the SMTP server named by SMTP_URL', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: from, dataDir: '/nonexistent' },
      pino({ level: 'silent' }),
    );
    await mailer.send(verificationMail('ada@example.com', 'http://localhost:3000/verify?token=abc'));
    await mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@orbit.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toContain('Subject: Verify your email address');
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain('http://localhost:3000/verify?token=abc');
  });
});

describe('outbox delivery (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'orbit-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes an .eml file to DATA_DIR/mail and logs its links', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: from, dataDir }, logger);
    await mailer.send(
      passwordResetMail('grace@example.com', 'http://localhost:3000/passwordreset?token=xyz'),
    );

    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(dataDir, 'mail', files[0] ?? '');
    const eml = await readFile(file, 'utf8');
    expect(eml).toContain('To: grace@example.com');
    expect(eml).toContain('Subject: Reset your password');
    expect(decodeQuotedPrintable(eml)).toContain('http://localhost:3000/passwordreset?token=xyz');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const logged = lines.find((line) => line.msg === 'mail written to the outbox (no SMTP_URL set)');
    expect(logged).toMatchObject({
      to: 'grace@example.com',
      file,
      links: ['http://localhost:3000/passwordreset?token=xyz'],
    });
  });
});

describe('messages', () => {
  it('each message has a readable text part with its link and an HTML part that escapes input', () => {
    const invite = inviteMail({
      to: 'x@example.com',
      url: 'http://localhost:3000/invite?invite=123',
      workspaceName: '<script>alert(1)</script> & Co',
      inviterName: 'Eve "the" Inviter',
    });
    expect(invite.subject).toBe('Eve "the" Inviter invited you to <script>alert(1)</script> & Co on Orbit');
    expect(invite.text).toContain('http://localhost:3000/invite?invite=123');
    expect(invite.html).not.toContain('<script>');
    expect(invite.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    for (const message of [
      invite,
      verificationMail('a@example.com', 'http://h/verify?token=1'),
      passwordResetMail('a@example.com', 'http://h/passwordreset?token=2'),
    ]) {
      expect(findLinks(message.text)).toHaveLength(1);
      expect(message.html).toContain('<a href=');
    }
  });

  it('finds each distinct link once', () => {
    expect(findLinks('go http://a.test/x?y=1, then https://b.test/z. again http://a.test/x?y=1')).toEqual([
      'http://a.test/x?y=1',
      'https://b.test/z',
    ]);
  });
});
