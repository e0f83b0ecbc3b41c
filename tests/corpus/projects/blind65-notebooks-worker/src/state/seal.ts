// Signed requestState: "<kid>.<base64url(claims)>.<base64url(HMAC-SHA256)>".
// Claims: sub (the authenticated user), tool, args (digest of the call's arguments or
// null), exp (seconds), data. Signed, not encrypted: never put secrets in data.
import type { Env } from '../rpc';
import { fromBase64Url, toBase64Url } from './b64';
import { stateKeys } from './keys';

const STATE_TTL_SECONDS = 9 * 60;
const MAX_TOKEN_LENGTH = 24_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Binding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

interface Claims<T> {
  sub: string;
  tool: string;
  args: string | null;
  exp: number;
  data: T;
}

export type Opened<T> = { ok: true; data: T } | { ok: false; reason: 'malformed' | 'key' | 'signature' | 'expired' | 'user' | 'tool' | 'args' };

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function argsDigest(args: Record<string, unknown> | undefined): Promise<string | null> {
  if (args === undefined) return null;
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(canonicalJson(args)));
  return toBase64Url(new Uint8Array(digest));
}

export async function sealState<T>(env: Env, data: T, binding: Binding): Promise<string> {
  const { signing } = await stateKeys(env);
  const claims: Claims<T> = {
    sub: binding.userId,
    tool: binding.tool,
    args: await argsDigest(binding.args),
    exp: nowSeconds() + STATE_TTL_SECONDS,
    data,
  };
  const signed = `${signing.id}.${toBase64Url(encoder.encode(JSON.stringify(claims)))}`;
  const mac = await crypto.subtle.sign('HMAC', signing.key, encoder.encode(signed));
  return `${signed}.${toBase64Url(new Uint8Array(mac))}`;
}

export async function openState<T>(env: Env, token: string, binding: Binding): Promise<Opened<T>> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [kid, body, mac] = parts;

  const { verifying } = await stateKeys(env);
  const key = verifying.get(kid);
  if (!key) return { ok: false, reason: 'key' };

  const macBytes = fromBase64Url(mac);
  // Only the canonical spelling of the 32 bytes: a changed trailing character must not verify.
  if (!macBytes || macBytes.byteLength !== 32 || toBase64Url(macBytes) !== mac) return { ok: false, reason: 'malformed' };
  // crypto.subtle.verify compares in constant time.
  const genuine = await crypto.subtle.verify('HMAC', key, macBytes, encoder.encode(`${kid}.${body}`));
  if (!genuine) return { ok: false, reason: 'signature' };

  const bodyBytes = fromBase64Url(body);
  if (!bodyBytes) return { ok: false, reason: 'malformed' };
  let claims: Claims<T>;
  try {
    claims = JSON.parse(decoder.decode(bodyBytes)) as Claims<T>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }

  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (claims.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (claims.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if (claims.args !== (await argsDigest(binding.args))) return { ok: false, reason: 'args' };
  return { ok: true, data: claims.data };
}
