// Re-exports the ledger transfer and statement tools.
// @ts-nocheck
export { transferTool } from './transfer.js';
export { default as statementTool } from './statement.js';
