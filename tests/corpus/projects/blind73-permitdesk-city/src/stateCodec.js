// Signed requestState for PermitDesk tools: bound to caller, tool, API version and the call's arguments.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export const API_VERSION = '2026-07-28';

export const codec = createRequestStateCodec({
  key: config.stateKey,
  ttlSeconds: 300,
  bind: (ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new Error('requestState requires an authenticated caller');
    return `${userId}\n${ctx.mcpReq.method}`;
  },
});

export class StateRejected extends Error {}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsFingerprint(args) {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function mintFor(tool, args, payload, ctx) {
  return codec.mint({ ...payload, tool, apiVersion: API_VERSION, args: argsFingerprint(args) }, ctx);
}

export async function stateFor(tool, args, ctx) {
  const state = await ctx.mcpReq.requestState();
  if (state == null) return null;
  if (state.tool !== tool) throw new StateRejected('This answer was given for a different tool.');
  if (state.apiVersion !== API_VERSION) throw new StateRejected('This answer came from an older PermitDesk version.');
  if (state.args !== argsFingerprint(args)) throw new StateRejected('The request changed after you answered. Please start again.');
  return state;
}
