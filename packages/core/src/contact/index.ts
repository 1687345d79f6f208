export * from './api.js';
export * from './fields.js';
export * from './messages.js';
export * from './schemas.js';
export * from './submission-record.js';
