// Per-tool requestState codecs: signed by the SDK and bound to both the tool name and the calling user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export class StateRejected extends Error {}

export function callerOf(ctx): { userId: string; institutionId: string } {
  const extra = ctx.http?.authInfo?.extra;
  if (typeof extra?.userId !== 'string' || extra.userId.length === 0 || !extra.institutionId) {
    throw new Error('an authenticated institution user is required');
  }
  return { userId: extra.userId, institutionId: String(extra.institutionId) };
}

const codecs = new Map();

export function codecFor(tool: string) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec({
      key: config.stateKey,
      ttlSeconds: config.stateTtlSeconds,
      bind: (ctx) => `${tool}\u0000${callerOf(ctx).userId}`,
    });
    codecs.set(tool, codec);
  }
  return codec;
}

export async function resumeState(tool: string, ctx) {
  const raw = await ctx.mcpReq.requestState();
  if (raw === undefined || raw === null || raw === '') return undefined;
  try {
    return await codecFor(tool).verify(raw, ctx);
  } catch {
    throw new StateRejected('This confirmation is invalid or has expired. Please start again.');
  }
}
