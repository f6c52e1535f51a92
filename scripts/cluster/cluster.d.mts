// Types of cluster.mjs for the TypeScript callers (the e2e cluster journeys).

export type ClusterInstance = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** Every line the instance wrote (its JSON log), across restarts. */
  readonly lines: string[];
  readonly pid: number | undefined;
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
  freeze(): void;
  restart(): Promise<void>;
};

export type Cluster = {
  url: string;
  listenPort: number;
  databaseUrl: string;
  dataDir: string;
  instances: ClusterInstance[];
  haproxyLines: string[];
  waitForBalancer(): Promise<void>;
  stop(): Promise<void>;
};

export const defaultDatabaseUrl: () => string;
export const defaultRedisUrl: () => string;
export function freePort(): Promise<number>;
export function clusterUnavailable(options?: {
  databaseUrl?: string;
  redisUrl?: string;
}): Promise<string | null>;
export function haproxyConfig(listenPort: number, instancePorts: number[]): string;
export function startCluster(options?: {
  count?: number;
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
}): Promise<Cluster>;
