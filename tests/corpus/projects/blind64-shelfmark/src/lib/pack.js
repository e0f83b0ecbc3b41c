import { createHmac } from 'node:crypto';
import { same } from './util.js';

// Signed blob: `<base64url(json)>~<hex hmac>`. `opts` comes from ../context.js.

const mac = (k, text) => createHmac('sha256', k).update(text).digest('hex');

export function pack(value, opts) {
  const body = Buffer.from(JSON.stringify({ ...value, exp: Date.now() + opts.ttl })).toString('base64url');
  return `${body}~${mac(opts.k, body)}`;
}

export function unpack(blob, opts) {
  const [body, sig] = String(blob ?? '').split('~');
  if (!body || !sig) return null;
  if (!same(sig, mac(opts.k, body))) return null; // expect: no-timing-unsafe-compare
  const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return typeof value.exp === 'number' && value.exp > Date.now() ? value : null;
}
