import { Buffer } from 'node:buffer';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './keys/index.js';

export interface RefundState {
  invoiceId: string;
  chargeId: string;
  amountCents: number;
  currency: string;
}

export interface CreditState {
  customerId: string;
  amountCents: number;
  currency: string;
  step: 'reason' | 'confirm';
  reason?: string;
}

export const STATE_TTL_SECONDS = 300;

export const refundStateCodec = createRequestStateCodec<RefundState>({ key: stateKey, ttlSeconds: STATE_TTL_SECONDS }); // expect: no-weak-state-key, require-state-binding

/**
 * Credits are small goodwill adjustments; their state only tracks which form step the
 * user is on, so it goes over the wire as plain JSON.
 */
export function encodeCreditState(state: CreditState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export function decodeCreditState(raw: string | undefined): CreditState | undefined {
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<CreditState>;
    if (typeof parsed.customerId !== 'string' || typeof parsed.amountCents !== 'number') return undefined;
    return {
      customerId: parsed.customerId,
      amountCents: parsed.amountCents,
      currency: parsed.currency ?? 'usd',
      step: parsed.step === 'confirm' ? 'confirm' : 'reason',
      reason: parsed.reason,
    };
  } catch {
    return undefined;
  }
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
