import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const port = z.coerce.number().int().min(0).max(65535);

const oidcProvider = (prefix: string) => ({
  [`${prefix}_ISSUER`]: optionalUrl,
  [`${prefix}_CLIENT_ID`]: z.string().optional(),
  [`${prefix}_CLIENT_SECRET`]: z.string().optional(),
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().trim().default('loopback,linklocal,uniquelocal'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Orbit <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ...oidcProvider('GOOGLE'),
  ...oidcProvider('MICROSOFT'),
  ICE_SERVERS: z.string().optional(),
  LIVEKIT_URL: optionalUrl,
  LIVEKIT_API_KEY: z.string().optional(),
  LIVEKIT_API_SECRET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Origin the browser uses; state-changing requests must come from it. */
  publicUrl: string;
  /**
   * Which peers may set X-Forwarded-For (Fastify's `trustProxy`): true, false, or addresses, CIDRs and
   * the names loopback, linklocal, uniquelocal. Rate limits per client address rely on it.
   */
  trustProxy: boolean | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDist: string | undefined;
  oidc: { google: OidcProviderConfig | undefined; microsoft: OidcProviderConfig | undefined };
  /** S3-compatible storage for attachments; without it they go under DATA_DIR/attachments. */
  s3: S3Config | undefined;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function provider(env: Record<string, unknown>, prefix: string): OidcProviderConfig | undefined {
  const issuer = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (typeof issuer !== 'string' || typeof clientId !== 'string' || typeof clientSecret !== 'string') {
    return undefined;
  }
  return { issuer, clientId, clientSecret };
}

const s3Variables = {
  endpoint: 'S3_ENDPOINT',
  bucket: 'S3_BUCKET',
  region: 'S3_REGION',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
} as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** All five S3 variables, or none: half a configuration would silently keep files on local disk. */
function s3Settings(env: Record<string, unknown>): S3Config | undefined {
  const entries = Object.entries(s3Variables) as [keyof S3Config, string][];
  const given = entries.filter(([, name]) => filled(env[name])).map(([, name]) => name);
  if (given.length === 0) return undefined;
  const missing = entries.filter(([, name]) => !filled(env[name])).map(([, name]) => name);
  if (missing.length > 0) {
    const lines = missing.map(
      (name) => `  ${name}: required with ${given.join(', ')} (S3 storage needs all five S3_ variables)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.fromEntries(entries.map(([key, name]) => [key, String(env[name]).trim()])) as S3Config;
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Reads and validates every environment variable once; throws a ConfigError naming each bad one. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    oidc: { google: provider(env, 'GOOGLE'), microsoft: provider(env, 'MICROSOFT') },
    s3: s3Settings(env),
  };
}
