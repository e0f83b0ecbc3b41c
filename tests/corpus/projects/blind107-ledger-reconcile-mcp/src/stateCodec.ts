// src/stateCodec.ts — the signed requestState codec shared by every ledger tool, bound to the calling user
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';

export var STATE_API_VERSION = '2025-11';

export function currentUser(ctx) {
  var info = ctx && ctx.http && ctx.http.authInfo;
  var extra = (info && info.extra) || {};
  if (!extra.userId || !extra.orgId) return null;
  return { id: String(extra.userId), orgId: String(extra.orgId), scopes: info.scopes || [] };
}

function principalOf(ctx) {
  var user = currentUser(ctx);
  if (!user) throw new Error('requestState can only be used by an authenticated user');
  return 'org:' + user.orgId + '|user:' + user.id;
}

export var stateCodec = createRequestStateCodec({
  key: loadConfig().stateKey,
  ttlSeconds: 300,
  bind: principalOf
});

export function mintFor(tool, payload, ctx) {
  return stateCodec.mint(Object.assign({}, payload, { tool: tool, apiVersion: STATE_API_VERSION }), ctx);
}

export function stateFor(tool, ctx) {
  var state = ctx.mcpReq.requestState();
  if (state === undefined || state === null) return null;
  if (state.tool !== tool || state.apiVersion !== STATE_API_VERSION) {
    var err = new Error('This requestState belongs to another operation');
    err.code = 'STATE_MISMATCH';
    throw err;
  }
  return state;
}
