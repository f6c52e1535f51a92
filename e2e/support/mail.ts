import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { runInfoPath } from './runInfo.mjs';

type RunInfo = { dataDir: string; mailDir: string };

function runInfo(): RunInfo {
  return JSON.parse(readFileSync(runInfoPath(process.env.E2E_PORT ?? '3100'), 'utf8')) as RunInfo;
}

export type Mail = { file: string; to: string; text: string; links: string[] };

function headerValue(head: string, name: string): string | undefined {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim();
}

function decodeQuotedPrintable(body: string): string {
  const binary = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(binary, 'latin1').toString('utf8');
}

/** The decoded text of every leaf part of a MIME message (enough for links; not a general parser). */
function textParts(raw: string): string[] {
  const split = /\r?\n\r?\n/.exec(raw);
  if (!split) return [raw];
  const head = raw.slice(0, split.index);
  const body = raw.slice(split.index + split[0].length);
  const type = headerValue(head, 'content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = headerValue(head, 'content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

function readMail(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const to = headerValue(raw, 'x-envelope-to') ?? headerValue(raw, 'to') ?? '';
  const text = textParts(raw).join('\n');
  const links = [...new Set(text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [])].map((l) =>
    l.replace(/&amp;/g, '&'),
  );
  return { file, to: to.toLowerCase(), text, links };
}

/** Every message sent so far to `address`, oldest first: the SMTP sink's, and the outbox's if any. */
export function mailsTo(address: string): Mail[] {
  const { mailDir, dataDir } = runInfo();
  const folders = [mailDir, path.join(dataDir, 'mail')].filter((folder) => existsSync(folder));
  return folders
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => readMail(path.join(folder, name))),
    )
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for a mail to `address` with a link to `pathname` (e.g. '/verify') and returns the newest such
 * link. `count` waits for that many such mails (a resent link is the second).
 */
export async function linkFromMail(address: string, pathname: string, count = 1): Promise<string> {
  const matching = () =>
    mailsTo(address)
      .flatMap((mail) => mail.links)
      .filter((link) => new URL(link).pathname === pathname);
  await expect
    .poll(() => matching().length, {
      message: `a mail to ${address} with a ${pathname} link`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  const link = matching().at(-1);
  if (!link) throw new Error(`no ${pathname} link for ${address}`);
  return link;
}
