// Canonical SHA-256 digest of tool arguments, used to tie a confirmation to one exact request.
import { createHash } from 'node:crypto';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter(k => value[k] !== undefined).sort();
    return `{${keys.map(k => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function digestArgs(args) {
  return createHash('sha256').update(canonical(args ?? {})).digest('base64url');
}
