// Checks the signature on FundersGrid "disbursement.paid" webhooks before the payload is trusted.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { ok, err, type Result } from 'neverthrow';
import { settings } from './config/load.js';

const TOLERANCE_SECONDS = 300;

export type WebhookEvent = { id: string; type: string; data: { portalRef: string; paidAt: string } };

function parseHeader(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(',').map((part) => {
      const i = part.indexOf('=');
      return i < 0 ? [part.trim(), ''] : [part.slice(0, i).trim(), part.slice(i + 1).trim()];
    }),
  );
}

export function verifyFunderWebhook(rawBody: Buffer, header: string | undefined, now = Date.now()): Result<WebhookEvent, string> {
  if (!header) return err('missing signature header');
  const { t, v1 } = parseHeader(header);
  const timestamp = Number(t);
  if (!Number.isInteger(timestamp) || !v1) return err('malformed signature header');
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return err('stale webhook');

  const computed = createHmac('sha256', settings.funderWebhookSecret).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(v1, 'hex');
  if (!given.equals(computed)) return err('signature mismatch'); // expect: no-timing-unsafe-compare

  try {
    return ok(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return err('body is not JSON');
  }
}
