import type { AppContext } from '../app-context.js';
import { ConfigError, loadConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { type CliCommand, parseCommandLine, usage } from './cli-args.js';
import { createCliContext } from './cli-context.js';
import { openCliDatabase } from './cli-database.js';
import { CommandError, exitCodes, UsageError } from './cli-errors.js';
import { createCliLogger } from './cli-logger.js';
import { createUserCommand } from './create-user.command.js';
import { listUsersCommand } from './list-users.command.js';
import { resetPasswordCommand } from './reset-password.command.js';

export type CliIo = { out(text: string): void; err(text: string): void };

export type CliOptions = {
  env?: NodeJS.ProcessEnv;
  io?: CliIo;
  logger?: Logger;
  /** Stop a database this run started when the operator presses Ctrl+C (the real process only). */
  handleSignals?: boolean;
};

const stdio: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

type DatabaseCommand = Exclude<CliCommand, { command: 'help' }>;

export function runCommand(ctx: AppContext, command: DatabaseCommand): Promise<string> {
  switch (command.command) {
    case 'create-user':
      return createUserCommand(ctx, command.args);
    case 'reset-password':
      return resetPasswordCommand(ctx, command.args);
    case 'list-users':
      return listUsersCommand(ctx, command.args);
  }
}

async function runWithDatabase(command: DatabaseCommand, options: Required<CliOptions>) {
  const { io, logger } = options;
  const config = loadConfig(options.env);
  const database = await openCliDatabase(config, logger, {
    createIfMissing: command.command === 'create-user',
  });
  const interrupted = (signal: NodeJS.Signals) => {
    logger.warn(`${signal}: stopping`);
    void database.close().finally(() => process.exit(130));
  };
  if (options.handleSignals) process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    const ctx = await createCliContext(config, database.db, logger);
    io.out(await runCommand(ctx, command));
    await ctx.background.drain();
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    await database.close();
  }
}

/** Runs one operator command; answers the exit code (0 done, 1 failed, 2 usage error). */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const io = options.io ?? stdio;
  const logger = options.logger ?? createCliLogger();
  let command: CliCommand;
  try {
    command = parseCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${usage}`);
    return exitCodes.usage;
  }
  if (command.command === 'help') {
    io.out(usage);
    return exitCodes.ok;
  }
  try {
    await runWithDatabase(command, {
      env: options.env ?? process.env,
      io,
      logger,
      handleSignals: options.handleSignals ?? false,
    });
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof CommandError || error instanceof ConfigError) io.err(error.message);
    else io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.failed;
  }
}
