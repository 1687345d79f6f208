/**
 * Contact forms: types, fields, labels, options, messages, the yup schemas shared by the modal and the
 * CMS, and the 3-per-24-hours submission record.
 */
export * from './api.js';
export * from './fields.js';
export * from './messages.js';
export * from './schemas.js';
export * from './submission-record.js';
