// Verifies "results ready" callbacks from the LIMS (HMAC-SHA256 over timestamp and body, constant-time check).
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { left, right, type Either } from './either.js';

const PREFIX = 'sha256=';

export function verifyLimsCallback(rawBody: Buffer, signatureHeader: unknown, timestampHeader: unknown, now = Date.now()): Either<string, any> {
  if (typeof signatureHeader !== 'string' || !signatureHeader.startsWith(PREFIX)) return left('missing signature');
  const sentAt = Number(timestampHeader);
  if (!Number.isInteger(sentAt) || Math.abs(now / 1000 - sentAt) > 300) return left('stale');

  const presented = Buffer.from(signatureHeader.slice(PREFIX.length), 'hex');
  const mac = createHmac('sha256', config.limsCallbackSecret).update(`${sentAt}:`).update(rawBody).digest();
  if (presented.length !== mac.length || !timingSafeEqual(presented, mac)) return left('bad signature');

  try {
    return right(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return left('not json');
  }
}
