// Request-state codecs for the ledger tools, one per tool so a token only opens where it was minted.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { userIdOf } from './auth.js';

const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

const build = (tool: string) =>
  createRequestStateCodec({
    key: config.stateKey, // expect: no-weak-state-key
    ttlSeconds: config.stateTtlSeconds,
    bind: (ctx) => `${tool}|${userIdOf(ctx)}`,
  });

const codecFor = (tool: string) => {
  if (!codecs.has(tool)) codecs.set(tool, build(tool));
  return codecs.get(tool);
};

export const mintFor = (tool: string) => (payload, ctx) => codecFor(tool).mint(payload, ctx);

export const openFor = (tool: string) => (ctx) => codecFor(tool).verify(ctx.mcpReq.requestState(), ctx);
