// Verifies and dispatches signed event notifications pushed by the Ledgerline billing API.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { config } from './config.js';
import { claimWebhookEvent, flagPayoutFailure, recordAudit, updateRefundStatus } from './db.js';

type ParsedHeader = { timestamp?: number; v1: string[] };

function parseSignatureHeader(header: string | undefined): ParsedHeader {
  const parsed: ParsedHeader = { v1: [] };
  for (const part of String(header ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't') parsed.timestamp = Number(value);
    else if (name === 'v1') parsed.v1.push(value);
  }
  return parsed;
}

export function verifyLedgerSignature(rawBody: string, header: string | undefined, nowMs = Date.now()): boolean {
  const { timestamp, v1 } = parseSignatureHeader(header);
  if (!timestamp || !Number.isFinite(timestamp) || v1.length === 0) return false;
  if (Math.abs(nowMs / 1000 - timestamp) > config.webhookToleranceSec) return false;
  const computed = createHmac('sha256', config.webhookSecret).update(`${timestamp}.${rawBody}`).digest('hex');
  return v1.includes(computed); // expect: no-timing-unsafe-compare
}

export async function handleBillingWebhook(rawBody: string, header: string | undefined) {
  if (!verifyLedgerSignature(rawBody, header)) {
    return { status: 400, body: { error: 'signature verification failed' } };
  }
  const event = JSON.parse(rawBody);
  const fresh = await claimWebhookEvent(event.id, event.type);
  if (!fresh) return { status: 200, body: { received: true, duplicate: true } };

  const object = event.data?.object ?? {};
  switch (event.type) {
    case 'refund.updated':
    case 'refund.failed':
      await updateRefundStatus(object.id, object.status);
      break;
    case 'payout.failed':
      await flagPayoutFailure(object.id, object.failure_code ?? null);
      break;
    case 'invoice.payment_failed':
      await recordAudit({
        userId: 'system',
        action: 'invoice.payment_failed',
        target: object.id,
        detail: { customer: object.customer, attempt: object.attempt_count },
      });
      break;
    default:
      break;
  }
  return { status: 200, body: { received: true } };
}
