// Per-tool request-state codecs on top of the SDK codec, bound to the calling user and the tool name.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { memoize, need } from './fp.js';

export const userOf = (ctx) => ctx?.http?.authInfo?.extra?.userId;
export const depotOf = (ctx) => ctx?.http?.authInfo?.extra?.depot;

export const makeStateKit = ({ key, ttlSeconds }) => {
  const codecFor = memoize((tool) =>
    createRequestStateCodec({ key, ttlSeconds, bind: (ctx) => `${need(userOf(ctx), 'request state needs a signed-in user')}|${tool}` }));
  const mint = (tool) => (payload, ctx) => codecFor(tool).mint(payload, ctx);
  const open = (tool) => async (ctx) => {
    const raw = ctx?.mcpReq?.requestState?.();
    return raw ? codecFor(tool).verify(raw, ctx).catch(() => null) : undefined;
  };
  return { mint, open };
};
