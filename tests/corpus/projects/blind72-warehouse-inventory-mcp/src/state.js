// requestState for every tool: one SDK codec bound to the caller; tool name and argument digest sit in the payload.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from './env.js';

export class StateMismatchError extends Error {}

/**
 * @param {any} ctx
 * @returns {string}
 */
export function callerOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('unauthenticated request');
  return userId;
}

export const codec = createRequestStateCodec({
  key: env.stateKey,
  ttlSeconds: 300,
  bind: (ctx) => `user:${callerOf(ctx)}`,
});

/** @param {unknown} value @returns {string} */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const obj = /** @type {Record<string, unknown>} */ (value);
    return `{${Object.keys(obj).sort().map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** @param {Record<string, unknown>} args */
export function digestArgs(args) {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

/**
 * @param {string} tool
 * @param {Record<string, unknown>} args
 * @param {Record<string, unknown>} data
 * @param {any} ctx
 * @returns {Promise<string>}
 */
export function sealFor(tool, args, data, ctx) {
  return codec.mint({ tool, args: digestArgs(args), data }, ctx);
}

/**
 * Reads the state that the server's verify hook (signature, expiry, user binding) has already accepted,
 * then checks that it was minted by this tool for these exact arguments.
 * @param {string} tool
 * @param {Record<string, unknown>} args
 * @param {any} ctx
 * @returns {any | undefined}
 */
export function openFor(tool, args, ctx) {
  /** @type {{ tool: string, args: string, data: any } | undefined} */
  const state = ctx.mcpReq.requestState();
  if (!state) return undefined;
  if (state.tool !== tool || state.args !== digestArgs(args)) {
    throw new StateMismatchError('state was issued for a different call');
  }
  return state.data;
}
