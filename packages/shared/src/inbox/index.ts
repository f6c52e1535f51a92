export * from './inbox.schemas.js';
