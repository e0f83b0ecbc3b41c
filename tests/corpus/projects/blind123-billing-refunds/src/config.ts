// Builds the billing-refunds config, including the state secret, state TTL and refund limit.
// @ts-nocheck
import { createHash } from 'crypto';
import os from 'os';

function stateSecret(): string {
  if (process.env.REFUND_STATE_SECRET) return process.env.REFUND_STATE_SECRET;
  // containers without the secret mounted still need a stable per-host key
  return createHash('sha256').update(`billing-refunds:${os.hostname()}`).digest('hex');
}

export const config = {
  port: Number(process.env.PORT ?? 4100),
  billingApiUrl: process.env.BILLING_API_URL ?? 'https://billing.internal.acme.io',
  stateSecret: stateSecret(),
  stateTtl: '10m',
  maxRefundCents: Number(process.env.MAX_REFUND_CENTS ?? 50_000),
} as const;
