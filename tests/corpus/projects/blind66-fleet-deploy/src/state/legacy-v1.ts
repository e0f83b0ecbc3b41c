import { createHmac } from 'node:crypto';
import { env } from '../env.js';

/** Claims of a fleet-deploy 1.x token. `issued` is in milliseconds. */
export interface V1Claims {
  user: string;
  tool: string;
  issued: number;
  state: Record<string, unknown>;
}

// "v1:" + hex(JSON) + ":" + hex(HMAC-SHA256(body))
export function readV1(token: string): V1Claims | null {
  if (!env.LEGACY_STATE_SECRET) return null;
  const [, bodyHex, sig] = token.split(':');
  if (!bodyHex || !sig) return null;

  const expected = createHmac('sha256', Buffer.from(env.LEGACY_STATE_SECRET, 'hex')).update(bodyHex).digest('hex');
  if (sig.toLowerCase() !== expected) return null; // expect: no-timing-unsafe-compare

  return JSON.parse(Buffer.from(bodyHex, 'hex').toString('utf8')) as V1Claims;
}
