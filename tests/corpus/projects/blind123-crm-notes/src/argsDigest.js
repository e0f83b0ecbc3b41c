// Computes a stable SHA-256 digest of a tool's arguments.
import { createHash } from 'node:crypto';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Stable digest of a tool's arguments, so a confirmation only covers the exact call. */
export const argsDigest = (args) => createHash('sha256').update(canonical(args ?? {})).digest('hex');
