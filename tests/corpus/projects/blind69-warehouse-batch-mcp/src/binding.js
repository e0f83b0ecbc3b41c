// Adds and checks the binding fields (caller, tool, expiry, argument digest) kept inside sealed state.
import { createHash } from 'node:crypto';

export const STATE_TTL_MS = 10 * 60 * 1000;

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args) {
  return createHash('sha256').update(canonical(args ?? {})).digest('hex');
}

export function bindPayload(data, { userId, tool, args, now = Date.now() }) {
  return { ...data, sub: userId, tool, exp: now + STATE_TTL_MS, argsDigest: digestArgs(args) };
}

export function bindingProblem(payload, { userId, tool, args, now = Date.now() }) {
  if (!payload || typeof payload !== 'object') return 'state could not be read';
  if (payload.sub !== userId) return 'state was issued to another user';
  if (payload.tool !== tool) return 'state was issued for another tool';
  if (typeof payload.exp !== 'number' || payload.exp <= now) return 'state has expired';
  if (payload.exp - now > STATE_TTL_MS) return 'state expiry is out of range';
  if (payload.argsDigest !== digestArgs(args)) return 'arguments changed since the first round';
  return null;
}
