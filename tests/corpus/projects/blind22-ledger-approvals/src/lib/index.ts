export * from './config.js';
export * from './ledger.js';
export { getLedgerClient as default } from './ledger.js';
