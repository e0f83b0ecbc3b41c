// Canonical digest of tool arguments, used to tie a confirmation to the exact call it was shown for.
import { createHash } from 'node:crypto';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function hashArgs(args) {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

export function sameArgs(state, args) {
  return typeof state?.argsDigest === 'string' && state.argsDigest === hashArgs(args);
}
