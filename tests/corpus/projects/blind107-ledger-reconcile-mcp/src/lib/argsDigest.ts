// src/lib/argsDigest.ts — canonical JSON and SHA-256 digest of tool arguments, used to pin a confirmation to its request
// @ts-nocheck
import { createHash } from 'node:crypto';

function canonical(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  return '{' + Object.keys(value).sort().filter(function (k) {
    return value[k] !== undefined;
  }).map(function (k) {
    return JSON.stringify(k) + ':' + canonical(value[k]);
  }).join(',') + '}';
}

export function argsDigest(tool, args) {
  return createHash('sha256').update(tool + '\n' + canonical(args)).digest('hex');
}
