// Signs and verifies HS256 JWTs using a keyring with key ids.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import type { SigningKey, StateKeys } from './secrets.js';

export type Claims = Record<string, unknown> & { exp: number };

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

function hs256(key: Buffer, input: string): Buffer {
  return createHmac('sha256', key).update(input).digest();
}

function signatureValid(key: SigningKey, input: string, signature: string): boolean {
  const expected = hs256(key.key, input);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && given.equals(expected); // expect: no-timing-unsafe-compare
}

export function signJwt(claims: Claims, keys: StateKeys): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: keys.current.kid })}.${b64(claims)}`;
  return `${input}.${hs256(keys.current.key, input).toString('base64url')}`;
}

export class JwtError extends Error {}

export function verifyJwt(token: string, keys: StateKeys, nowSec = Math.floor(Date.now() / 1000)): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed');
  const [h, p, s] = parts;
  const input = `${h}.${p}`;

  let header: { alg?: string; kid?: string };
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('bad header');
  }
  if (header.alg !== 'HS256') throw new JwtError('unexpected alg');

  const ring = [keys.current, ...keys.previous];
  const candidates = header.kid ? ring.filter((k) => k.kid === header.kid) : ring;
  if (!candidates.some((k) => signatureValid(k, input, s))) throw new JwtError('bad signature');

  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Claims;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSec) throw new JwtError('expired');
  return claims;
}
