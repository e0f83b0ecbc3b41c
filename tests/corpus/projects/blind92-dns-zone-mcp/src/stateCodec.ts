// Request state for multi round-trip tools: the SDK codec bound to the caller, with tool and argument checks.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { argsHash } from './fn.js';

export const STATE_API_VERSION = '2025-11';
export const userOf = (ctx) => ctx?.http?.authInfo?.extra?.userId;
const principal = (ctx) => userOf(ctx) ?? (() => { throw new Error('request state needs an authenticated user'); })();

export const makeStateCodec = ({ key, ttlSeconds }) => {
  const codec = createRequestStateCodec({ key, ttlSeconds, bind: principal });
  const seal = (tool) => (args, payload, ctx) => codec.mint({ ...payload, tool, args: argsHash(args), apiVersion: STATE_API_VERSION }, ctx);
  const open = (tool) => async (args, ctx) => {
    const raw = ctx.mcpReq.requestState();
    if (!raw) return { fresh: true };
    const st = await codec.verify(raw, ctx).catch(() => null);
    const ok = st?.apiVersion === STATE_API_VERSION && st.tool === tool && st.args === argsHash(args);
    return ok ? { state: st } : { rejected: true };
  };
  return { seal, open };
};
