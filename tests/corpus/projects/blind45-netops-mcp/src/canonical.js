import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so { a, b } and { b, a } give the same text. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A digest of a tool call's arguments, bound into the resume token of destructive tools. */
export function argsDigest(args) {
  return createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');
}
