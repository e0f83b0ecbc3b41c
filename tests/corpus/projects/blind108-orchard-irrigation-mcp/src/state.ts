// Seals and reopens the requestState that irrigation tools pass through the client between rounds.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { userIdFrom } from './auth.js';

export const stateCodec = createRequestStateCodec({
  key: config.stateKey, // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => userIdFrom(ctx),
});

export class WrongToolStateError extends Error {}

export function sealStep(tool, payload, ctx) {
  return stateCodec.mint({ ...payload, tool }, ctx);
}

export function openStep(tool, ctx) {
  const step = ctx.mcpReq.requestState();
  if (step === undefined || step === null) return undefined;
  if (step.tool !== tool) throw new WrongToolStateError(`state was issued by ${step.tool}`);
  return step;
}
