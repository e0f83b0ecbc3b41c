// A hand-rolled sealer: base64url JSON and its HMAC. Signed, not encrypted: the client can read what it seals.
import { createHmac } from 'node:crypto';

export function sealProgress(progress) {
  const body = Buffer.from(JSON.stringify(progress)).toString('base64url');
  return `${body}.${createHmac('sha256', process.env.PROGRESS_SEAL_KEY).update(body).digest('base64url')}`;
}
