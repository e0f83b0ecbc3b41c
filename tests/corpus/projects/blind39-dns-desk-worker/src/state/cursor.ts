import { fromB64url, toB64url } from '../lib/encoding';

const CURSOR_TTL_SECONDS = 10 * 60;
const MIN_KEY_BYTES = 32;
const te = new TextEncoder();
const td = new TextDecoder();

export interface CursorBinding {
  userId: string;
  tool: string;
}

interface CursorClaims<T> {
  sub: string;
  tool: string;
  /** epoch seconds */
  exp: number;
  data: T;
}

let ring: { source: string; keys: Promise<CryptoKey[]> } | undefined;

/** STATE_HMAC_KEYS → imported HMAC keys, newest first. Refuses to start on a short or missing key. */
function hmacKeys(source: string): Promise<CryptoKey[]> {
  if (ring?.source === source) return ring.keys;
  const encoded = JSON.parse(source) as unknown;
  if (!Array.isArray(encoded) || encoded.length === 0) throw new Error('STATE_HMAC_KEYS must be a non-empty JSON array');
  const keys = Promise.all(
    encoded.map((entry, i) => {
      const raw = typeof entry === 'string' ? fromB64url(entry.replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_')) : null;
      if (!raw || raw.byteLength < MIN_KEY_BYTES) throw new Error(`STATE_HMAC_KEYS[${i}] must be at least ${MIN_KEY_BYTES} random bytes`);
      return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    }),
  );
  ring = { source, keys };
  return keys;
}

export async function signCursor<T>(keySource: string, data: T, { userId, tool }: CursorBinding): Promise<string> {
  const [current] = await hmacKeys(keySource);
  const claims: CursorClaims<T> = { sub: userId, tool, exp: Math.floor(Date.now() / 1000) + CURSOR_TTL_SECONDS, data };
  const body = toB64url(te.encode(JSON.stringify(claims)));
  const mac = await crypto.subtle.sign('HMAC', current, te.encode(body));
  return `${body}.${toB64url(mac)}`;
}

/** The cursor's data, or null when it is forged, expired, or was issued to someone else or for another tool. */
export async function verifyCursor<T>(keySource: string, token: string, { userId, tool }: CursorBinding): Promise<T | null> {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, macText] = parts;
  const mac = fromB64url(macText);
  if (!mac) return null;

  // crypto.subtle.verify does the comparison itself, in constant time
  let genuine = false;
  for (const key of await hmacKeys(keySource)) {
    if (await crypto.subtle.verify('HMAC', key, mac, te.encode(body))) {
      genuine = true;
      break;
    }
  }
  if (!genuine) return null;

  const bytes = fromB64url(body);
  if (!bytes) return null;
  const claims = JSON.parse(td.decode(bytes)) as CursorClaims<T>;
  if (claims.sub !== userId || claims.tool !== tool) return null;
  if (claims.exp <= Math.floor(Date.now() / 1000)) return null;
  return claims.data;
}
