// Stable SHA-256 digest of a tool's arguments, used to tie a confirmation to the exact request.
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function hashArgs(tool, args) {
  return createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('base64url');
}
