import { parseArgs } from 'node:util';
import {
  emailSchema,
  newPasswordSchema,
  personNameSchema,
  slugSchema,
  workspaceNameSchema,
} from '@orbit/shared';
import { type ZodType, z } from 'zod';
import { UsageError } from './cli-errors.js';

export const usage = `Usage: npm run cli -- <command> [flags]

Commands:
  create-user     --email E --password P --name N --workspace SLUG [--workspace-name NAME]
                  A verified account, done with onboarding. The workspace is created (a team
                  workspace, this user its owner) when it does not exist; otherwise the user joins
                  it as a member.
  reset-password  --email E --password P
                  Sets a new password and signs the account out everywhere.
  list-users      [--workspace SLUG]
                  Every account (or the members of one workspace) with its workspaces and roles.
  help            This text.

The database is the server's: DATABASE_URL when set, else the embedded one in DATA_DIR (./data),
whether or not the server is running.`;

const createUserSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  workspace: slugSchema,
  'workspace-name': workspaceNameSchema.optional(),
});
const resetPasswordSchema = z.object({ email: emailSchema, password: newPasswordSchema });
const listUsersSchema = z.object({ workspace: slugSchema.optional() });

export type CreateUserArgs = z.infer<typeof createUserSchema>;
export type ResetPasswordArgs = z.infer<typeof resetPasswordSchema>;
export type ListUsersArgs = z.infer<typeof listUsersSchema>;

export type CliCommand =
  | { command: 'help' }
  | { command: 'create-user'; args: CreateUserArgs }
  | { command: 'reset-password'; args: ResetPasswordArgs }
  | { command: 'list-users'; args: ListUsersArgs };

export const commandNames = ['create-user', 'reset-password', 'list-users', 'help'] as const;

function parseFlags<T>(command: string, argv: string[], schema: ZodType<T>, flags: string[]): T {
  let values: Record<string, unknown>;
  try {
    const options = Object.fromEntries(flags.map((flag) => [flag, { type: 'string' as const }]));
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs names the offending flag ("Unknown option '--mail'"); keep its words.
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${command}: ${reason}. Flags: ${flags.map((f) => `--${f}`).join(', ')}.`);
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const flag = `--${String(issue.path[0] ?? '')}`;
    return values[String(issue.path[0])] === undefined ? `Missing ${flag}.` : `${flag}: ${issue.message}`;
  });
  throw new UsageError(`${command}: ${problems.join(' ')}`);
}

/** The command and its validated flags; a UsageError says what is wrong in the operator's terms. */
export function parseCommandLine(argv: string[]): CliCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      throw new UsageError('No command given.');
    case 'help':
    case '--help':
    case '-h':
      return { command: 'help' };
    case 'create-user':
      return {
        command,
        args: parseFlags(command, rest, createUserSchema, [
          'email',
          'password',
          'name',
          'workspace',
          'workspace-name',
        ]),
      };
    case 'reset-password':
      return { command, args: parseFlags(command, rest, resetPasswordSchema, ['email', 'password']) };
    case 'list-users':
      return { command, args: parseFlags(command, rest, listUsersSchema, ['workspace']) };
    default:
      throw new UsageError(`Unknown command '${command}'. Commands: ${commandNames.join(', ')}.`);
  }
}
