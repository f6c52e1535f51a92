export * from './chat.schemas.js';
export * from './message-body.js';
