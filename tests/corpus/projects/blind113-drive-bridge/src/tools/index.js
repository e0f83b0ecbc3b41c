// Re-exports the registration functions for the drive folder tools.
export { default as registerListFolder } from './listFolder.js';
export { default as registerDeleteFolder } from './deleteFolder.js';
