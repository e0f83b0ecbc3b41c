// Verifies the HMAC signature on webhooks sent by the EHR vendor when the front desk changes an appointment.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

export function verifyEhrSignature(
  secret: Buffer,
  header: string | null | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const fields = new Map(
    header.split(',').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const provided = fields.get('v1') ?? '';
  if (!/^[0-9a-f]{64}$/.test(provided)) return false;
  const computed = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(Buffer.from(provided, 'hex'), computed);
}
