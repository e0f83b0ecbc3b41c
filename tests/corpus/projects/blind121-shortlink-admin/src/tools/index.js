// Re-exports the rename, delete and import shortlink tools.
export { default as renameLink } from './renameLink.js';
export { default as deleteLinks } from './deleteLinks.js';
export { default as importLinks } from './importLinks.js';
