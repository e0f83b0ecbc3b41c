// src/lib/results.js — shared helpers for tool results and for reading the calling agent from the context
export function text(message) {
  return { content: [{ type: 'text', text: message }] };
}

export function toolError(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

export function currentAgent(ctx) {
  var info = ctx && ctx.http && ctx.http.authInfo;
  if (!info || !info.extra || !info.extra.userId) return null;
  return {
    userId: info.extra.userId,
    email: info.extra.email,
    tier: info.extra.tier,
    scopes: info.scopes || []
  };
}

export function rawState(ctx) {
  var s = ctx.mcpReq.requestState();
  return typeof s === 'string' && s.length ? s : null;
}
