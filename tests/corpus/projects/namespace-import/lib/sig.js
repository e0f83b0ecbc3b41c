// Signature helpers imported as a namespace (import * as sig).
import crypto from 'node:crypto';

const key = Buffer.from(process.env.SLACK_SIGNING_SECRET, 'utf8');

export function hmacHex(base) {
  return 'v0=' + crypto.createHmac('sha256', key).update(base).digest('hex');
}

export function baseString(timestamp, body) {
  return `v0:${timestamp}:${body}`;
}
