// Canonical MAC over a tool's arguments so a confirmation can be tied to the exact request.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { keyring } from '../state/keyring.js';

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsMac(tool: string, args: Record<string, unknown>): string {
  return createHmac('sha256', keyring.active.key).update(`${tool}\n${canonical(args)}`).digest('base64url');
}
