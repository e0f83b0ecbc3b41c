import { createHash } from 'node:crypto';
import { continuationKey } from './key.js';

const TTL_SECONDS = 300;
const enc = new TextEncoder();
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Binding {
  userId: string;
  tool: string;
  args?: unknown;
}

/** Digest of public tool arguments, used to tie a confirmation to the exact call. Not a secret. */
export function argsDigest(args: unknown): string {
  return createHash('sha256').update(JSON.stringify(args ?? null)).digest('base64url');
}

export async function sealState(state: Record<string, unknown>, binding: Binding): Promise<string> {
  const body = Buffer.from(
    JSON.stringify({
      s: state,
      sub: binding.userId,
      tool: binding.tool,
      ad: binding.args === undefined ? null : argsDigest(binding.args),
      exp: nowSeconds() + TTL_SECONDS,
    }),
  ).toString('base64url');
  const sig = await crypto.subtle.sign('HMAC', await continuationKey(), enc.encode(body));
  return `${body}.${Buffer.from(sig).toString('base64url')}`;
}

export type Opened<T> = { ok: true; state: T } | { ok: false; reason: string };

export async function openState<T>(token: string, binding: Binding): Promise<Opened<T>> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'malformed' };
  const sigBytes = Buffer.from(sig, 'base64url');
  // reject non-canonical base64url (the trailing bits of a 32-byte MAC)
  if (sigBytes.toString('base64url') !== sig) return { ok: false, reason: 'malformed' };
  const valid = await crypto.subtle.verify('HMAC', await continuationKey(), sigBytes, enc.encode(body));
  if (!valid) return { ok: false, reason: 'bad signature' };

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (claims.sub !== binding.userId) return { ok: false, reason: 'wrong user' };
  if (claims.tool !== binding.tool) return { ok: false, reason: 'wrong tool' };
  const expectedAd = binding.args === undefined ? null : argsDigest(binding.args);
  if (claims.ad !== expectedAd) return { ok: false, reason: 'arguments changed' };
  return { ok: true, state: claims.s as T };
}
