export * from './auth/auth.schemas.js';
export * from './auth/limits.js';
export * from './auth/me.schemas.js';
export * from './errors/api-error.js';
export * from './health/health.js';
export * from './workspaces/member.schemas.js';
export * from './workspaces/role-rules.js';
export * from './workspaces/workspace.schemas.js';
