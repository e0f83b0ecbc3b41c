export { default as shareNote } from './share-note.js';
export { default as deleteNote } from './delete-note.js';
