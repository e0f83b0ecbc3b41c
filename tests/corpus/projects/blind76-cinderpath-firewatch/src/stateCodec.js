// The requestState codec (SDK, HMAC-SHA256) and the resume outcome every multi-round tool switches on.
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export const API_VERSION = 'firewatch-2025-11';

function principal(ctx) {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('requestState needs an authenticated user');
  return userId;
}

export const codec = createRequestStateCodec({
  key: config.stateKey,
  ttlSeconds: config.stateTtlSeconds,
  bind: (ctx) => principal(ctx),
});

export function mintFor(tool, payload, ctx) {
  return codec.mint({ ...payload, tool, apiVersion: API_VERSION }, ctx);
}

export function argsDigest(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The McpServer is built with `requestState: { verify: codec.verify }`, so what the handler reads here
 * has already passed the MAC, expiry and user binding checks; this adds the tool and version check.
 */
export async function resume(ctx, tool) {
  const state = await ctx.mcpReq.requestState();
  if (state == null) return { status: 'fresh' };
  if (state.tool !== tool) return { status: 'mismatch', why: 'tool' };
  if (state.apiVersion !== API_VERSION) return { status: 'mismatch', why: 'version' };
  return { status: 'resumed', state };
}
