// Canonicalises values to JSON and hashes them with SHA-256.
import { createHash } from 'node:crypto';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 over a canonical JSON form of the tool arguments. */
export const argsDigest = (args) => createHash('sha256').update(canonical(args)).digest('hex');
