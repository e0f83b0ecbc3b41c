// Canonicalises values to JSON and hashes them with SHA-256.
// @ts-nocheck
import { createHash, timingSafeEqual } from 'crypto';

const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v as object)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

export const digestArgs = (args: unknown): Buffer => createHash('sha256').update(canonical(args)).digest();

export const sameDigest = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);
