// Derives the state keys for the payout and refund flows.
// @ts-nocheck
import { pbkdf2Sync, hkdfSync } from 'node:crypto';

const SALT = 'payments-mcp/state/v2';

// Payout confirmations: deterministic so every replica derives the same key.
export const payoutStateKey = pbkdf2Sync('payout-confirmation', SALT, 210_000, 32, 'sha256');

// Refund state: expanded from the master key injected by the platform.
export const refundStateKey = Buffer.from(hkdfSync('sha256', process.env.PAYMENTS_MASTER_KEY as string, SALT, 'refund-state', 32));
