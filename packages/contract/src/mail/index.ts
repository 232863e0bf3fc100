export * from './mail.schemas.js';
export * from './mail.calls.js';
