// src/roundTrip.ts — reads round-trip data from _meta and builds input_required results for the 1.x SDK
// @ts-nocheck
import { isSealed, openState } from './roundState.js';

export function callerOf(extra) {
  var info = extra && extra.authInfo;
  if (!info || !info.extra || !info.extra.userId) return null;
  return { id: String(info.extra.userId), orgId: String(info.extra.orgId), roles: info.extra.roles || [], scopes: info.scopes || [] };
}

export function stateFrom(extra, userId, tool) {
  var meta = (extra && extra._meta) || {};
  var raw = meta.requestState;
  if (typeof raw !== 'string' || raw.length === 0) return { present: false, value: null };
  if (isSealed(raw)) return { present: true, value: openState(raw, userId, tool) };
  var legacy = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')); // expect: require-sealed-state
  return { present: true, value: legacy && legacy.tool === tool ? legacy.data : null };
}

export function responsesFrom(extra) {
  var meta = (extra && extra._meta) || {};
  return meta.inputResponses || {};
}

export function accepted(responses, key) {
  var r = responses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

export function elicit(message, properties) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message: message, requestedSchema: { type: 'object', properties: properties, required: Object.keys(properties) } }
  };
}

export function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'More input is needed to continue.' }],
    _meta: { resultType: 'input_required', inputRequests: inputRequests, requestState: requestState }
  };
}

export function ok(text, structured) {
  var result = { content: [{ type: 'text', text: text }] };
  if (structured) result.structuredContent = structured;
  return result;
}

export function fail(text) {
  return { content: [{ type: 'text', text: text }], isError: true };
}
