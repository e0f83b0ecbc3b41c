import { createHmac } from 'node:crypto';
import { constantTimeEquals, fromB64url, isCanonicalB64url, toB64url } from './bytes.js';
import { signingKey, verificationKeys, type StateKey } from './keyring.js';

/** Ten minutes, the MCP guidance's limit for request state. */
export const ROUND_LIFETIME_SECONDS = 600;

export interface RoundBinding {
  /** The authenticated user the round is issued to. */
  userId: string;
  /** The registered tool name. */
  tool: string;
  /** digestArguments(args) for confirmations: the retry must carry the same arguments. */
  argsDigest?: string;
}

interface Claims<T> {
  kid: string;
  sub: string;
  tool: string;
  args: string | null;
  exp: number;
  body: T;
}

export type Redeemed<T> =
  | { ok: true; body: T }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args' };

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const DOMAIN = 'fieldkit/round/v2\n';

function macFor(key: StateKey, payload: string): string {
  return toB64url(createHmac('sha256', key.secret).update(DOMAIN).update(payload).digest());
}

export function issueRound<T>(body: T, binding: RoundBinding): string {
  const key = signingKey();
  const claims: Claims<T> = {
    kid: key.id,
    sub: binding.userId,
    tool: binding.tool,
    args: binding.argsDigest ?? null,
    exp: nowSeconds() + ROUND_LIFETIME_SECONDS,
    body,
  };
  const payload = toB64url(Buffer.from(JSON.stringify(claims), 'utf8'));
  return `${payload}.${macFor(key, payload)}`;
}

export function redeemRound<T>(token: string, binding: RoundBinding): Redeemed<T> {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, reason: 'malformed' };
  const payload = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (!isCanonicalB64url(mac, 32)) return { ok: false, reason: 'malformed' };

  // try every key of the ring: the kid inside the payload is only trusted once a MAC has matched
  const key = verificationKeys().find((candidate) => constantTimeEquals(macFor(candidate, payload), mac));
  if (!key) return { ok: false, reason: 'signature' };

  const claims = JSON.parse(fromB64url(payload).toString('utf8')) as Claims<T>;
  if (claims.kid !== key.id) return { ok: false, reason: 'signature' };
  if (!(claims.exp > nowSeconds())) return { ok: false, reason: 'expired' };
  if (claims.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (claims.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if (claims.args !== (binding.argsDigest ?? null)) return { ok: false, reason: 'args' };
  return { ok: true, body: claims.body };
}
