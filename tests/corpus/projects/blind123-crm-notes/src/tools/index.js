// Re-exports the add-note and delete-contact tool registrars.
export { default as registerAddNote } from './addNote.js';
export { default as registerDeleteContact } from './deleteContact.js';
