// Ties confirmation state to one tool and its exact arguments: a canonical digest on the way out, compared on the way back.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { ok, fail } from '../lib/result.js';

const canonical = (value): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
};

export const argsDigest = (args): string => createHash('sha256').update(canonical(args)).digest('base64url');

export const pendingCall = (tool: string, args, details = {}) => ({ ...details, tool, argsDigest: argsDigest(args) });

export const matchesCall = (tool: string, args) => (state) => {
  if (!state || state.tool !== tool) return fail('this confirmation was issued for a different tool');
  if (state.argsDigest !== argsDigest(args)) return fail('the arguments changed after confirmation; start again');
  return ok(state);
};
