// Importing this barrel registers every tool plugin as a side effect.
export { default as voidTransfer } from './transfer.js';
export { default as exportStatement } from './statements.js';
