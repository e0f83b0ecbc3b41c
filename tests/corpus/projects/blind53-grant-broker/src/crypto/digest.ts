import { createHash, timingSafeEqual } from 'node:crypto';

type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

declare const digestBrand: unique symbol;
/** base64url SHA-256 of canonical JSON: always 43 characters. */
export type ArgsDigest = string & { readonly [digestBrand]: true };

/** JSON with sorted keys, so `{ a, b }` and `{ b, a }` digest the same. */
export function canonicalJson(value: Json): string;
export function canonicalJson(value: Readonly<Record<string, unknown>>): string;
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v as Json)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v as Json)}`).join(',')}}`;
}

export function argsDigest(args: Readonly<Record<string, unknown>>): ArgsDigest {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url') as ArgsDigest;
}

/** Two digests we computed ourselves or read from sealed state; equal length by construction, checked anyway. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * For comparing a presented API key with the configured one. Length is not
 * secret; after the length check every character is visited.
 */
export function constantTimeEquals(presented: string, expected: string): boolean {
  if (presented.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= presented.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

/** Weak validator for the public tool catalogue served over plain HTTP. */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
