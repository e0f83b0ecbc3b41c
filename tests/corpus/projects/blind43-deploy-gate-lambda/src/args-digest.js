import { createHash } from 'node:crypto';

// Canonical JSON (sorted keys, undefined dropped) so that { a, b } and { b, a } hash the same.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Fingerprint of a tool call's arguments, stored with a pending approval and compared on the retry. */
export const argsDigest = (args) => createHash('sha256').update(canonical(args ?? {})).digest('hex');
