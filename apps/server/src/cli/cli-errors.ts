/** The command line was wrong (unknown command, missing or bad flag): exit code 2, with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The command was understood but could not be done (the e-mail is taken, no such account): exit code 1. */
export class CommandError extends Error {
  override name = 'CommandError';
}

export const exitCodes = { ok: 0, failed: 1, usage: 2 } as const;
