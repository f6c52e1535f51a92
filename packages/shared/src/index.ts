export * from './auth/auth.schemas.js';
export * from './auth/limits.js';
export * from './auth/me.schemas.js';
export * from './errors/api-error.js';
export * from './health/health.js';
export * from './workspaces/workspace.schemas.js';
