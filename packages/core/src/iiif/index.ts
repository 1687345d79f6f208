export * from './paths.js';
export * from './manifests.js';
