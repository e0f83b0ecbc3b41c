// The SDK requestState codec (bound to user and method) plus tool, apiVersion and argument checks in the payload.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export class StaleState extends Error {}

export function clinicianOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new StaleState('no authenticated clinician');
  return String(userId);
}

export const codec = createRequestStateCodec({
  key: config.stateKey,
  ttlSeconds: config.stateTtlSeconds,
  bind: (ctx) => `${clinicianOf(ctx)}\n${ctx.mcpReq.method}`,
});

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.keys(value).sort().reduce((acc, key) => Object.assign(acc, { [key]: sortKeys(value[key]) }), {});
  }
  return value;
}

export function fingerprint(args) {
  return createHash('sha256').update(JSON.stringify(sortKeys(args ?? {}))).digest('hex');
}

export function mintStep(ctx, tool, args, state) {
  return codec.mint({ ...state, meta: { tool, apiVersion: config.apiVersion, args: fingerprint(args) } }, ctx);
}

export async function priorStep(ctx, tool, args) {
  const state = await ctx.mcpReq.requestState();
  if (state === undefined || state === null) return undefined;
  const meta = state.meta ?? {};
  if (meta.tool !== tool) throw new StaleState('state belongs to another tool');
  if (meta.apiVersion !== config.apiVersion) throw new StaleState('state from another API version');
  if (meta.args !== fingerprint(args)) throw new StaleState('arguments changed since the last step');
  return state;
}
