// One requestState codec per tool, each bound to the calling user and the tool's name.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './keys.js';

var codecs = {};

export function principal(ctx) {
  var info = ctx && ctx.http && ctx.http.authInfo;
  var userId = info && info.extra && info.extra.userId;
  if (!userId) throw new Error('request has no authenticated user');
  return String(userId);
}

function bindFor(tool) {
  return function (ctx) {
    return principal(ctx) + '|' + tool;
  };
}

export function codecFor(tool) {
  if (!codecs[tool]) {
    codecs[tool] = createRequestStateCodec({ key: stateKey(), ttlSeconds: 60 * 60, bind: bindFor(tool) }); // expect: require-state-binding, no-weak-state-key
  }
  return codecs[tool];
}

export function entitiesOf(ctx) {
  var info = ctx && ctx.http && ctx.http.authInfo;
  return ((info && info.extra && info.extra.entityIds) || []).map(String);
}
