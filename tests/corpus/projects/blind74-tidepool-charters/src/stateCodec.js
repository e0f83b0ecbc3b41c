// requestState sealing: the SDK codec bound to the caller, plus a tool check kept inside the payload.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export class StateRefused extends Error {}

export function userOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new StateRefused('no authenticated user');
  return String(id);
}

export const codec = createRequestStateCodec({
  key: new TextEncoder().encode(config.stateSecret), // expect: no-weak-state-key
  ttlSeconds: config.stateTtlSeconds,
  bind: (ctx) => userOf(ctx),
});

export async function mintFor(tool, payload, ctx) {
  return codec.mint({ ...payload, tool }, ctx);
}

export async function openFor(tool, ctx) {
  const raw = ctx.mcpReq.requestState();
  if (typeof raw !== 'string' || raw.length === 0) return undefined;
  const sealedPart = raw.split('~')[0];
  let payload;
  try {
    payload = await codec.verify(sealedPart, ctx);
  } catch {
    throw new StateRefused('invalid or expired state');
  }
  if (payload.tool !== tool) throw new StateRefused('state was issued for another tool');
  return payload;
}
