export { default as resolveStateKey, MIN_KEY_BYTES } from './state-key.js';
export { createRefundState } from './refund-state.js';
export { isManagerApproved, loadManagerKey, managerCodeFor, formatCode } from './manager-approval.js';

/**
 * Small guard used by several tools: the principal as the HTTP layer gives it.
 * @param {{ http?: { authInfo?: { token?: string, clientId?: string, scopes?: string[], extra?: Record<string, unknown> } } }} ctx
 */
export function principalOf(ctx) {
  const info = ctx.http?.authInfo;
  if (!info) throw new Error('refund tools are only served over authenticated HTTP');
  const agentId = info.extra?.agentId;
  if (typeof agentId !== 'string' || agentId.length === 0) {
    throw new Error('token carries no agent id');
  }
  return {
    agentId,
    clientId: info.clientId,
    limitCents: Number(info.extra?.refundLimitCents ?? 5000),
    scopes: info.scopes ?? [],
  };
}

export function hasScope(principal, scope) {
  return principal.scopes.includes(scope);
}
