// The HTTP API's JWT authorizer (Cognito user pool) has already checked the bearer token;
// we only read the verified claims it forwards in the request context.
export function callerFrom(event) {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims?.sub) return null;
  const groups = String(claims['cognito:groups'] ?? '')
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  return { userId: claims.sub, email: claims.email, groups };
}

export const canRefund = (caller) => caller.groups.includes('refund-agents') || caller.groups.includes('support-leads');
