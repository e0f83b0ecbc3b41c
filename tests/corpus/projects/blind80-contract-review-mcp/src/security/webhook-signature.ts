// Verifies the HMAC signature the e-signature provider puts on its webhook callbacks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

export function verifyEsignSignature(
  secret: Buffer,
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const fields = new Map(
    header.split(',').map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as [string, string];
    }),
  );
  const timestamp = Number(fields.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;

  const computed = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const supplied = Buffer.from(fields.get('v1') ?? '', 'hex');
  return supplied.length === computed.length && timingSafeEqual(supplied, computed);
}
