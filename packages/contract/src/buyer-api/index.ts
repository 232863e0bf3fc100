export * from './api-keys.schemas.js';
export * from './api-keys.calls.js';
export * from './v1.schemas.js';
export * from './v1-operations.js';
export * from './v1-openapi.js';
