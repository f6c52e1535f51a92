import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';
import { findLinks } from './mail-links.js';
import type { Mailer } from './mailer.js';

/**
 * With no SMTP server configured, each message is written as an .eml file to `<dataDir>/mail/` and
 * its links are logged, so a self-hosted instance works (verification, resets, invites) out of the box.
 */
export function createOutboxMailer(dataDir: string, from: string, logger: Logger): Mailer {
  const folder = path.join(dataDir, 'mail');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Mail holds sign-in links: readable by the server's user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, file, links: findLinks(message.text) },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
    async close() {
      composer.close();
    },
  };
}
