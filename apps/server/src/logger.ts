import { pino } from 'pino';
import type { Config } from './config.js';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      censor: '[redacted]',
    },
  });
}
