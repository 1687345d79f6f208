export * from './constants.js';
export * from './slug.js';
export * from './entities.js';
export * from './sort.js';
export * from './search/index.js';
export * from './contact/index.js';
export * from './media-origins.js';
export * from './once-per-window.js';
