// Verifies the HMAC signature the vault puts on purge-completion callbacks.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER_PATTERN = /^sha256=([0-9a-f]{64})$/;

export function verifyVaultSignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  const match = HEADER_PATTERN.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1], 'hex');
  const computed = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === computed.length && timingSafeEqual(given, computed);
}
