import type { EmbeddedLogger } from './types.js';

/**
 * Keeps the server's last output lines so a failed start can say why; the package itself rejects
 * with `undefined` and hides the output.
 */
export class LogTail {
  private readonly kept: string[] = [];
  private partial = '';

  constructor(private readonly limit = 20) {}

  /** Takes a raw chunk (lines may be split across chunks) and returns the lines it completed. */
  push(chunk: string): string[] {
    const parts = (this.partial + chunk).split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    const lines = parts.filter((line) => line.trim() !== '');
    for (const line of lines) this.remember(line);
    return lines;
  }

  remember(line: string): void {
    this.kept.push(line);
    if (this.kept.length > this.limit) this.kept.shift();
  }

  lines(): string[] {
    return this.partial.trim() === '' ? [...this.kept] : [...this.kept, this.partial].slice(-this.limit);
  }

  /** For error messages. */
  describe(): string {
    const lines = this.lines();
    return lines.length === 0
      ? 'PostgreSQL wrote no output.'
      : `Last PostgreSQL output:\n${lines.join('\n')}`;
  }
}

/** PostgreSQL's own severity decides the level; routine LOG lines (checkpoints, startup) are debug. */
export function forwardServerLine(logger: EmbeddedLogger, line: string): void {
  const text = `postgres: ${line}`;
  if (/\b(FATAL|PANIC):/.test(line)) logger.error(text);
  else if (/\b(WARNING|ERROR):/.test(line)) logger.warn(text);
  else logger.debug(text);
}
