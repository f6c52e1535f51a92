export { attachPoolErrorLogging } from './pool-errors.js';
export { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './start.js';
export { startSupervisedEmbeddedPostgres } from './supervise.js';
export {
  type EmbeddedLogger,
  type EmbeddedPostgresConnection,
  EmbeddedPostgresError,
  type EmbeddedPostgresHandle,
  type EmbeddedPostgresOptions,
} from './types.js';
