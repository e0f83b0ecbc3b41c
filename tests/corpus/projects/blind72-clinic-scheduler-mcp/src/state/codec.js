// Factory for requestState codecs that share the deployment key and a ten-minute lifetime.
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './keys.js';

const TTL_SECONDS = 600;

/**
 * @param {{ bind?: (ctx: any) => string }} [options]
 */
export function makeCodec(options = {}) {
  return createRequestStateCodec({ key: stateKey(), ttlSeconds: TTL_SECONDS, ...options }); // expect: no-weak-state-key
}

/**
 * @param {any} ctx
 * @returns {string}
 */
export function userIdOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('request is not authenticated');
  return id;
}

/**
 * @param {any} ctx
 * @returns {string}
 */
export function patientIdOf(ctx) {
  const id = ctx.http?.authInfo?.extra?.patientId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('token carries no patient');
  return id;
}
