import { randomBytes } from 'node:crypto';

const configured = process.env.LEDGER_CONFIRM_KEY;

// LEDGER_CONFIRM_KEY is set on the shared reconciliation box. On a laptop nobody sets it, and a
// throwaway key is fine there: the stdio process lives as long as the desktop session.
export const confirmKey = configured ? Buffer.from(configured, 'base64') : randomBytes(16);
