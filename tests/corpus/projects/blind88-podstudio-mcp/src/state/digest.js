// Stable digest of a tool's arguments, so a confirmation only applies to the exact call it was given for.
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
  return JSON.stringify(value ?? null);
}

export function argsDigest(tool, args) {
  return createHash('sha256').update(tool).update('\0').update(canonical(args)).digest('base64url');
}
