// Shared ledger constants for tool names, state TTL, state version and input keys.
// @ts-nocheck
// Shared constants for every ledger tool. Keep tool names here so the
// registration and the state binding can never drift apart.

export const TOOL_TRANSFER = 'ledger_transfer';
export const TOOL_STATEMENT = 'ledger_statement';

/** How long a pending round trip stays valid. */
export const STATE_TTL_MS = 8 * 60 * 1000;

/** Prefix of every state string we mint; bump when the envelope changes. */
export const STATE_VERSION = 'l1';

export const CONFIRM_KEY = 'confirm_transfer';
export const RANGE_KEY = 'statement_range';

const TOOLS = { transfer: TOOL_TRANSFER, statement: TOOL_STATEMENT } as const;
export default TOOLS;
