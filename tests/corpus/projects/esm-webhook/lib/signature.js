// A GitHub-style webhook verifier's signing helper: HMAC-SHA256 of the raw body with the shared secret.
import { createHmac } from 'node:crypto';

const secret = process.env.GITHUB_WEBHOOK_SECRET;

export function computeSignature(rawBody) {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}
