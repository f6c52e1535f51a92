export * from './errors/api-error.js';
export * from './health/health.js';
