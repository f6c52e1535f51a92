import { isIP } from 'node:net';
import path from 'node:path';
import { minClientProtocolVersion } from '@orbit/shared';
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
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'letters, digits, _ . - only, at most 40')
    .default('orbit'),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().trim().default(''),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Orbit <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ...oidcProvider('GOOGLE'),
  ...oidcProvider('MICROSOFT'),
  ICE_SERVERS: z.string().trim().default(''),
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  CALL_MESH_LIMIT: z.coerce.number().int().min(2).max(16).default(4),
  CALL_RING_SECONDS: z.coerce.number().min(0.1).max(300).default(30),
  CALL_RECONNECT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  JANUS_URL: optionalUrl,
  JANUS_PUBLIC_URL: optionalUrl,
  JANUS_API_SECRET: z.string().optional(),
  JANUS_ADMIN_KEY: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STORAGE_QUOTA_MB: z.coerce.number().int().positive().default(10_240),
  SYNC_MIN_CLIENT_PROTOCOL: z.coerce
    .number()
    .int()
    .min(minClientProtocolVersion, {
      message: `at least ${minClientProtocolVersion}: this server cannot take writes from older browsers`,
    })
    .default(minClientProtocolVersion),
});

/** Nobody (false), the last N hops, or the listed proxy addresses (IPs, CIDRs, loopback/linklocal/uniquelocal). */
export type TrustProxy = false | number | string[];

export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * What this deployment's Redis channels start with (REDIS_PREFIX): deployments sharing one Redis
   * with different prefixes never hear each other's rooms, events or document changes.
   */
  redisPrefix: string;
  /**
   * The address people use (PUBLIC_URL, no trailing slash). Unset, the app answers on any address: a
   * request is same-origin when its Origin matches the Host it was sent to, and mail links use the
   * address of the request that caused them.
   */
  publicUrl: string | undefined;
  /** Which peers may set the X-Forwarded-* headers (TRUST_PROXY); see `http/trust-proxy.ts`. */
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDist: string | undefined;
  oidc: { google: OidcProviderConfig | undefined; microsoft: OidcProviderConfig | undefined };
  /** S3-compatible storage for attachments; without it they go under DATA_DIR/attachments. */
  s3: S3Config | undefined;
  /** The most each workspace may keep in attachments (STORAGE_QUOTA_MB), in bytes. */
  storageQuotaBytes: number;
  /** Calls: STUN/TURN servers handed to browsers, the mesh limit, and Janus for larger calls. */
  calls: CallsConfig;
  /**
   * The oldest sync protocol a browser may write with (SYNC_MIN_CLIENT_PROTOCOL; default the build's
   * own minimum, `minClientProtocolVersion`): told to every socket in `server.hello`, and an open tab
   * running an older web app stops sending and asks for a reload.
   */
  syncMinClientProtocol: number;
};

export type JanusConfig = {
  /** Where the app server reaches Janus's HTTP API (JANUS_URL), e.g. http://127.0.0.1:8088/janus. */
  url: string;
  /** Where browsers reach Janus (JANUS_PUBLIC_URL, default JANUS_URL). */
  publicUrl: string;
  /** Janus's `api_secret` (janus.jcfg), if it sets one: sent by the app server only. */
  apiSecret: string | undefined;
  /** The VideoRoom plugin's `admin_key`, if it sets one: needed to create rooms; never sent to browsers. */
  adminKey: string | undefined;
};

export type CallsConfig = {
  iceServers: IceServerConfig[];
  /**
   * ICE_TRANSPORT_POLICY: `relay` makes every browser connect only through a TURN server of
   * ICE_SERVERS (nobody learns another's address); `all` (the default) also tries direct paths.
   */
  iceTransportPolicy: 'all' | 'relay';
  meshLimit: number;
  /** How long a call rings before it counts as missed (CALL_RING_SECONDS, 30). */
  ringMs: number;
  /** How long a dropped connection keeps its place in a call (CALL_RECONNECT_SECONDS, 30). */
  reconnectGraceMs: number;
  janus: JanusConfig | undefined;
};

export type IceServerConfig = { urls: string | string[]; username?: string; credential?: string };

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

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Unset trusts no proxy: X-Forwarded-* from a client that reaches the app directly mean nothing. */
function parseTrustProxy(value: string): TrustProxy {
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10)
      throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: a hop count is 1 to 10`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: ${bad.join(', ')} is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
    );
  }
  return entries;
}

/** Reads and validates every environment variable once; throws a ConfigError naming each bad one. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    oidc: { google: provider(env, 'GOOGLE'), microsoft: provider(env, 'MICROSOFT') },
    s3: s3Settings(env),
    storageQuotaBytes: env.STORAGE_QUOTA_MB * 1024 * 1024,
    calls: {
      iceServers: parseIceServers(env.ICE_SERVERS),
      iceTransportPolicy: iceTransportPolicy(env.ICE_TRANSPORT_POLICY, parseIceServers(env.ICE_SERVERS)),
      meshLimit: env.CALL_MESH_LIMIT,
      ringMs: env.CALL_RING_SECONDS * 1000,
      reconnectGraceMs: env.CALL_RECONNECT_SECONDS * 1000,
      janus: env.JANUS_URL
        ? {
            url: env.JANUS_URL.replace(/\/+$/, ''),
            publicUrl: (env.JANUS_PUBLIC_URL ?? env.JANUS_URL).replace(/\/+$/, ''),
            apiSecret: env.JANUS_API_SECRET || undefined,
            adminKey: env.JANUS_ADMIN_KEY || undefined,
          }
        : undefined,
    },
    syncMinClientProtocol: env.SYNC_MIN_CLIENT_PROTOCOL,
  };
}

/** ICE_TRANSPORT_POLICY=relay needs a TURN server to relay through: without one no call could connect. */
function iceTransportPolicy(policy: 'all' | 'relay', servers: IceServerConfig[]): 'all' | 'relay' {
  const turn = servers.some((server) =>
    (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => /^turns?:/.test(url)),
  );
  if (policy === 'relay' && !turn) {
    throw new ConfigError(
      'Invalid configuration:\n  ICE_TRANSPORT_POLICY: relay needs a turn: or turns: server in ICE_SERVERS',
    );
  }
  return policy;
}

const iceUrl = /^(stun|stuns|turn|turns):[^\s,]+$/;
const iceServerEntry = z
  .object({
    urls: z.union([z.string().regex(iceUrl), z.array(z.string().regex(iceUrl)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .strict();

/**
 * ICE_SERVERS: a JSON array of RTCIceServer objects (`[{"urls":"turn:turn.example.com:3478",
 * "username":"u","credential":"p"}]`), or a comma-separated list of stun:/turn: URLs. Empty: none
 * (browsers on one network still connect; across networks a TURN server is needed).
 */
export function parseIceServers(value: string): IceServerConfig[] {
  if (value === '') return [];
  const fail = (why: string): never => {
    throw new ConfigError(`Invalid configuration:\n  ICE_SERVERS: ${why}`);
  };
  if (value.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      return fail('not valid JSON');
    }
    const parsed = z.array(iceServerEntry).safeParse(json);
    if (!parsed.success) return fail('each entry is { urls, username?, credential? } with stun:/turn: URLs');
    return parsed.data.map((entry) => ({ ...entry }));
  }
  const urls = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = urls.filter((url) => !iceUrl.test(url));
  if (bad.length > 0) return fail(`${bad.join(', ')} is not a stun:, stuns:, turn: or turns: URL`);
  return urls.map((urls) => ({ urls }));
}
