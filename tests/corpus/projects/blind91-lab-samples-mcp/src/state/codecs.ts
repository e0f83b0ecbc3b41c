// One requestState codec per tool, each bound to the tool name and the calling user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from '../env.js';
import { stateKey } from './stateKey.js';

function bindTo(tool: string) {
  return (ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) throw new Error('requestState needs an authenticated user');
    return `${tool}|${userId}`;
  };
}

export const codecFor = <T>(tool: string) =>
  createRequestStateCodec<T>({ key: stateKey, ttlSeconds: env.stateTtlMs, bind: bindTo(tool) }); // expect: require-state-binding, no-weak-state-key
