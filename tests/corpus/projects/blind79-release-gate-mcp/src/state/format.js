// Claim layouts for release-gate progress tokens and the upgrade of tokens minted by 1.x servers.

export const CLAIMS_VERSION = 2;

// 1.x layout: { stage, build, svc, ticket, ack: boolean }
function fromV1(c) {
  return {
    v: 2,
    tool: c.tool ?? 'promote_release',
    stage: c.stage === 'ack' ? 'risk' : c.stage,
    release: { service: c.svc, build: c.build ?? null },
    checks: { ticket: c.ticket ?? null, risk: Boolean(c.ack) },
  };
}

export function upgradeClaims(claims) {
  const { iat, exp, iss, sub, ...rest } = claims;
  const upgraded = rest.v === undefined ? fromV1(rest) : rest;
  if (upgraded.v !== CLAIMS_VERSION) {
    throw new Error(`unsupported progress version ${upgraded.v}`);
  }
  return { ...upgraded, userId: sub };
}

export function toClaims(progress) {
  const { userId, ...rest } = progress;
  return { ...rest, v: CLAIMS_VERSION };
}
