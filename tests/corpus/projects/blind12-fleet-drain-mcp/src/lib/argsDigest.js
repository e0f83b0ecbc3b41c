import { createHash } from 'node:crypto';

function canonicalize(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalize(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Fingerprint of a tool call's arguments. Stored inside the signed request
 * state so the confirmation only authorises exactly what was shown.
 * It is derived from public input; comparing it is not a secret comparison.
 */
export function argsDigest(tool, args) {
  return createHash('sha256').update(canonicalize({ tool, args })).digest('base64url');
}
