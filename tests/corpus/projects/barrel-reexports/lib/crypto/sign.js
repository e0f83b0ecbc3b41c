// The signer behind a barrel file: re-exported by name from lib/index.js.
import { createHmac } from 'node:crypto';

const SECRET = process.env.STATE_HMAC_SECRET;

export function signPayload(payload) {
  return createHmac('sha256', SECRET).update(payload).digest('base64url');
}
