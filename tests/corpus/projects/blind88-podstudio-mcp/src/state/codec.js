// Request-state codec: SDK-signed, bound to the signed-in user; tool, arguments and payload version checked on resume.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { argsDigest } from './digest.js';

export const STATE_API_VERSION = 3;

function principal(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('requestState needs an authenticated user');
  return `user:${userId}`;
}

export const codec = createRequestStateCodec({ key: config.stateKey, ttlSeconds: 600, bind: principal });

export function mintFor(ctx, tool, args, data = {}) {
  return codec.mint({ ...data, apiVersion: STATE_API_VERSION, tool, args: argsDigest(tool, args) }, ctx);
}

export function resumeFor(ctx, tool, args) {
  const state = ctx.mcpReq.requestState();
  if (state === undefined) return undefined;
  if (state.apiVersion !== STATE_API_VERSION) return null;
  if (state.tool !== tool) return null;
  if (state.args !== argsDigest(tool, args)) return null;
  return state;
}
