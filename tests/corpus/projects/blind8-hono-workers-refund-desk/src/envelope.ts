import { hmacKey, type Env } from './keys';

const enc = new TextEncoder();
const dec = new TextDecoder();
const TTL_MS = 5 * 60 * 1000;

function toB64u(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64u(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Envelope {
  sub: string;
  tool: string;
  exp: number;
  data: Record<string, unknown>;
}

export async function seal(env: Env, sub: string, tool: string, data: Record<string, unknown>): Promise<string> {
  const envelope: Envelope = { sub, tool, exp: Date.now() + TTL_MS, data };
  const body = toB64u(enc.encode(JSON.stringify(envelope)));
  const tag = await crypto.subtle.sign('HMAC', await hmacKey(env), enc.encode(body));
  return `${body}.${toHex(tag)}`;
}

const unixNow = () => Math.floor(Date.now() / 1000);

export async function open(env: Env, token: string, sub: string, tool: string): Promise<Envelope['data'] | null> {
  const [body, tag] = token.split('.');
  if (!body || !tag) return null;
  const expected = toHex(await crypto.subtle.sign('HMAC', await hmacKey(env), enc.encode(body)));
  if (tag !== expected) return null; // expect: no-timing-unsafe-compare
  const envelope = JSON.parse(dec.decode(fromB64u(body))) as Envelope;
  if (envelope.sub !== sub || envelope.tool !== tool) return null;
  if (envelope.exp < unixNow()) return null; // expect: require-state-binding
  return envelope.data;
}
