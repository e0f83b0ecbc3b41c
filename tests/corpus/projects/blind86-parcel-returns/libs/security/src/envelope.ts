// Signs and opens the envelope that carries return-flow state between MCP rounds.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import type { KeyRing } from './keyring.js';

const VERSION = 'rs1';
const LIFETIME_MS = 10 * 60 * 1000;

export interface Envelope<T> {
  sub: string;
  tool: string;
  exp: number;
  data: T;
}

function tag(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(`${VERSION}.${body}`).digest('base64url');
}

export function seal<T>(ring: KeyRing, data: T, sub: string, tool: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ sub, tool, exp: now + LIFETIME_MS, data }), 'utf8').toString('base64url');
  return `${VERSION}.${body}.${tag(ring.active, body)}`;
}

export function unseal<T>(ring: KeyRing, token: unknown, now = Date.now()): Envelope<T> | null {
  if (typeof token !== 'string' || token.length > 32_768) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, body, mac] = parts;
  const candidates = ring.accepted.map((key) => tag(key, body));
  if (!candidates.includes(mac)) return null; // expect: no-timing-unsafe-compare
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof envelope.exp !== 'number' || envelope.exp < now) return null;
  return envelope;
}
