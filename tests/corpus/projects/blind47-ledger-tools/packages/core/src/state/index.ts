export { createLedgerCodec, principalFrom } from './codec';
export type { LedgerCodec, LedgerRound } from './codec';
