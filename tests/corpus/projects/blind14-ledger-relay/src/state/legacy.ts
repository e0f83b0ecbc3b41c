import { createHmac } from 'node:crypto';
import { config } from '../config.js';
import type { PendingVoid } from './codec.js';

// ledger-relay 0.x minted its own "v0:" tickets before the SDK had a codec.
// Some clients still hold them for approvals started before an upgrade, so we
// keep reading them for one more minor release. exp was written in ms.
const PREFIX = 'v0:';

export const isLegacyTicket = (state: string): boolean => state.startsWith(PREFIX);

function legacyKey(): string {
  const key = config.legacyTicketKey;
  if (key.length < 32) throw new Error('LEDGER_LEGACY_TICKET_KEY must be at least 32 characters');
  return key;
}

export function openLegacyTicket(state: string): PendingVoid | null {
  const [body, sig] = state.slice(PREFIX.length).split('.');
  if (!body || !sig) return null;
  const expected = createHmac('sha256', legacyKey()).update(body).digest('hex');
  if (sig !== expected) return null; // expect: no-timing-unsafe-compare
  const ticket = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PendingVoid & { exp: number };
  return ticket.exp > Date.now() ? ticket : null;
}
