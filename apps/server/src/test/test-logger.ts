import { pino } from 'pino';

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
