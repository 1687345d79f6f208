export * from './paths.js';
export * from './image-request.js';
export * from './manifests.js';
export * from './rights.js';
export * from './content-search.js';
export * from './discovery.js';
