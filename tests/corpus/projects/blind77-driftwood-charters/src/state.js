// requestState for the charter tools: SDK codec bound to user and method, with tool, API version and an argument digest inside.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export const API_VERSION = '2026-07-28';

export class StaleConfirmationError extends Error {}

export function userIdOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('no authenticated user on this request');
  return userId;
}

export const codec = createRequestStateCodec({
  key: config.stateKey,
  ttlSeconds: 300,
  bind: (ctx) => `${userIdOf(ctx)}\n${ctx.mcpReq.method}`,
});

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).filter((k) => value[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const argsDigest = (args) => createHash('sha256').update(canonical(args)).digest('base64url');

export function mintFor(tool, args, data, ctx) {
  return codec.mint({ tool, apiVersion: API_VERSION, args: argsDigest(args), data }, ctx);
}

export function stateFor(tool, args, ctx) {
  const state = ctx.mcpReq.requestState();
  if (state == null) return null;
  if (state.tool !== tool || state.apiVersion !== API_VERSION || state.args !== argsDigest(args)) {
    throw new StaleConfirmationError(`confirmation does not match this ${tool} call`);
  }
  return state.data;
}
