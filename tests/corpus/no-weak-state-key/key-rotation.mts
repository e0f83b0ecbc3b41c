// Models key rotation for an MCP 2.x server: HMAC state signed with the newest env key and checked against every configured key; one legacy key is still pasted in the code.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

type KeyRing = { id: string; secret: Buffer }[];

function fromEnv(name: string): Buffer {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return Buffer.from(value, 'base64');
}

export const ring: KeyRing = [
  { id: '2025-11', secret: fromEnv('STATE_KEY_2025_11') },
  { id: '2025-08', secret: fromEnv('STATE_KEY_2025_08') },
];

const LEGACY_SECRET = 'R8v2Lq9xT4mZ7pW1';

function macWith(secret: Buffer | string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function sign(body: string): string {
  const [current] = ring;
  return `${current!.id}.${body}.${macWith(current!.secret, body).toString('base64url')}`;
}

export function check(token: string): string | undefined {
  const [id, body, tag] = token.split('.');
  if (!id || !body || !tag) return undefined;
  const given = Buffer.from(tag, 'base64url');
  if (id === 'legacy') {
    const expected = createHmac('sha256', LEGACY_SECRET).update(body).digest(); // expect: no-weak-state-key
    return given.length === expected.length && timingSafeEqual(given, expected) ? body : undefined;
  }
  const key = ring.find((candidate) => candidate.id === id);
  if (!key) return undefined;
  const expected = macWith(key.secret, body);
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : undefined;
}

export function keyIds(): string[] {
  return ring.map((key) => key.id);
}
