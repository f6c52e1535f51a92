import type { Mailer, MailMessage } from '../mail/mailer.js';

export type MemoryMailer = Mailer & {
  readonly messages: MailMessage[];
  /** Messages sent to this address, oldest first. */
  to(address: string): MailMessage[];
  clear(): void;
};

/** Keeps every message in memory so tests can read what a user would have received. */
export function createMemoryMailer(): MemoryMailer {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    async close() {},
    to: (address) => messages.filter((message) => message.to === address),
    clear() {
      messages.length = 0;
    },
  };
}

/** The first link in a message's text that starts with `prefix` (e.g. `${publicUrl}/verify`). */
export function linkIn(message: MailMessage | undefined, prefix: string): URL {
  const found = message?.text.match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in: ${message?.text ?? '(no message)'}`);
  return new URL(found);
}
