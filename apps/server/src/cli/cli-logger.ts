import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../logger.js';

/**
 * The server's logger type, for the database code the CLI shares with it, writing plain lines to
 * stderr: an operator reads them, and stdout stays clean for the command's own output.
 */
export function createCliLogger(level: 'warn' | 'info' = 'warn'): Logger {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        const line = JSON.parse(chunk.toString('utf8')) as { msg?: unknown };
        if (typeof line.msg === 'string') process.stderr.write(`${line.msg}\n`);
      } catch {
        process.stderr.write(chunk);
      }
      done();
    },
  });
  return pino({ level }, destination);
}
