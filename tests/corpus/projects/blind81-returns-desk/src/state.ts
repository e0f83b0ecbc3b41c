// Request-state codec: the SDK signs and checks expiry and caller; this module adds tool, version and argument checks.
// @ts-nocheck
import { createHash } from 'node:crypto';
import * as R from 'ramda';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { requestStateKey } from './keys.js';
import { config } from './config.js';
import { callerOf } from './auth.js';

const bindCaller = (ctx) => {
  const { userId } = callerOf(ctx);
  if (!userId) throw new Error('request state needs an authenticated caller');
  return `user:${userId}`;
};

export const codec = createRequestStateCodec({
  key: requestStateKey,
  ttlSeconds: config.stateTtlSeconds,
  bind: bindCaller,
});

const sortKeys = (value) =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === 'object'
      ? R.fromPairs(R.sortBy(R.head, R.toPairs(value)).map(([k, v]) => [k, sortKeys(v)]))
      : value;

export const digest = (value) => createHash('sha256').update(JSON.stringify(sortKeys(value))).digest('base64url');

const stamp = (tool: string, args) => R.mergeLeft({ tool, apiVersion: config.apiVersion, argsDigest: digest(args) });

export const mintFor = R.curry((tool: string, args, payload, ctx) => codec.mint(stamp(tool, args)(payload), ctx));

export const claimFor = R.curry((tool: string, args, ctx) => {
  const state = ctx.mcpReq.requestState();
  if (state == null) return null;
  if (state.tool !== tool) throw new Error('This request state was issued for another tool.');
  if (state.apiVersion !== config.apiVersion) throw new Error('This request state comes from an older server version.');
  if (state.argsDigest !== digest(args)) throw new Error('This request state does not match these arguments.');
  return state;
});
