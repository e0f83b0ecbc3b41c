export { LedgerTool, canonicalArgs, refuse, say } from './tool';
export type { ToolContext, ToolResult } from './tool';
export { payouts, statements, verifyBankSignature } from './bank';
export type { PayoutBatch, StatementPeriod } from './bank';
