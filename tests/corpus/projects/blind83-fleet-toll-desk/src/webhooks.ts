// Toll operator webhook: verifies the HMAC signature in constant time, then applies status changes.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { setChargeStatusByOperatorRef } from './tolls.js';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

export function signatureValid(rawBody: string, header: string | undefined): boolean {
  const match = SIGNATURE.exec(header ?? '');
  if (!match) return false;
  const computed = createHmac('sha256', config.operator.webhookSecret).update(rawBody, 'utf8').digest('hex');
  const a = Buffer.from(match[1], 'utf8');
  const b = Buffer.from(computed, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function handleOperatorEvent(rawBody: string, header: string | undefined) {
  if (!signatureValid(rawBody, header)) return { status: 401, body: { error: 'bad signature' } };
  const event = JSON.parse(rawBody);
  switch (event.type) {
    case 'charge.voided':
      await setChargeStatusByOperatorRef(event.charge_ref, 'voided');
      break;
    case 'dispute.accepted':
      await setChargeStatusByOperatorRef(event.charge_ref, 'dispute_won');
      break;
    case 'dispute.rejected':
      await setChargeStatusByOperatorRef(event.charge_ref, 'dispute_lost');
      break;
    default:
      return { status: 202, body: { ignored: event.type } };
  }
  return { status: 200, body: { ok: true } };
}
