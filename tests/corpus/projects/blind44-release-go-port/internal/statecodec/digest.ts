// Package statecodec: port of internal/statecodec/digest.go.
//
// ArgsDigest is hex(sha256(canonical JSON)) of a tool call's arguments. It is
// not a secret and not a MAC: it only names the argument set inside the AAD,
// so a confirmation given for one set cannot open for another.
import { createHash } from 'node:crypto';

function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
}

export function ArgsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args), 'utf8').digest('hex');
}
