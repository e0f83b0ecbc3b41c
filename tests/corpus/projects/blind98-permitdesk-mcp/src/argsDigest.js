// Canonical digest of tool arguments, used to tie a paused call to the exact arguments it started with.
import { createHash } from 'node:crypto';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(tool, args) {
  return createHash('sha256').update(tool).update('\n').update(canonical(args)).digest('hex');
}
