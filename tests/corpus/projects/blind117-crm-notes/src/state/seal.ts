// Packs state into a compact body and seals or opens it with an HMAC and expiry.
// @ts-nocheck
import { createHmac } from 'crypto';
import { gunzipSync, gzipSync } from 'zlib';
import * as v from 'valibot';
import { decode, encode } from './cborish';
import { Claims } from './schemas';

const TTL_MS = 5 * 60 * 1000;

const KEY: Buffer = (() => {
  const hex = process.env.CRM_STATE_KEY;
  if (!hex || !/^[0-9a-f]{64,}$/i.test(hex)) {
    throw new Error('CRM_STATE_KEY must be set to at least 32 random bytes, hex encoded');
  }
  return Buffer.from(hex, 'hex');
})();

export class StateError extends Error {}

/** gzip(CBOR(value)) as base64url — the compact body used inside sealed state. */
export function packBody(value: unknown): string {
  return gzipSync(encode(value), { level: 9 }).toString('base64url');
}

export function unpackBody(text: string): unknown {
  return decode(gunzipSync(Buffer.from(text, 'base64url')));
}

const sign = (body: string): string => createHmac('sha256', KEY).update(body).digest('hex');

export function seal(sub: string, tool: string, data: Record<string, unknown>): string {
  const body = packBody({ sub, tool, exp: Date.now() + TTL_MS, data });
  return `${body}~${sign(body)}`;
}

export function unseal(token: string, sub: string, tool: string): Record<string, unknown> {
  const cut = token.lastIndexOf('~');
  if (cut <= 0) throw new StateError('malformed state');
  const body = token.slice(0, cut);
  const sig = token.slice(cut + 1);
  if (sig !== sign(body)) throw new StateError('state signature mismatch'); // expect: no-timing-unsafe-compare
  const claims = v.parse(Claims, unpackBody(body));
  if (claims.sub !== sub || claims.tool !== tool || claims.exp <= Date.now()) {
    throw new StateError('state expired or not issued for this call');
  }
  return claims.data;
}
