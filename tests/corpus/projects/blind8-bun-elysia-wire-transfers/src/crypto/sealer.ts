import { stateKey } from './stateKey';

const TTL_SECONDS = 300;
const VERSION = 'v1.';
const enc = new TextEncoder();

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
// a 32-byte tag is 43 characters; the last one may only carry 4 meaningful bits
const CANONICAL_TAG = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

export interface Bound<T> {
  sub: string;
  tool: string;
  args: string;
  exp: number;
  data: T;
}

export async function sealState<T>(payload: Omit<Bound<T>, 'exp'>): Promise<string> {
  const body = b64u(enc.encode(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + TTL_SECONDS })));
  const tag = new Uint8Array(await crypto.subtle.sign('HMAC', stateKey, enc.encode(VERSION + body)));
  return `${VERSION}${body}.${b64u(tag)}`;
}

// Returns the payload only if the tag is genuine and unexpired. Binding checks
// belong to the caller, which knows the user, the tool and the arguments.
export async function openState<T>(token: string): Promise<Bound<T> | null> {
  if (!token.startsWith(VERSION)) return null;
  const [body, tag] = token.slice(VERSION.length).split('.');
  if (!body || !tag || !CANONICAL_TAG.test(tag)) return null;
  const ok = await crypto.subtle.verify('HMAC', stateKey, Buffer.from(tag, 'base64url'), enc.encode(VERSION + body));
  if (!ok) return null;
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Bound<T>;
  return payload.exp > Math.floor(Date.now() / 1000) ? payload : null;
}
