export * from './calls.schemas.js';
