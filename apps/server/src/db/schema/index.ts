export * from './auth-throttle.js';
export * from './email-tokens.js';
export * from './instance.js';
export * from './invites.js';
export * from './sessions.js';
export * from './users.js';
export * from './workspaces.js';
