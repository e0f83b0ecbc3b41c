/**
 * Read-only helpers for round tokens: log lines, metrics and cleanup. They do not check
 * the MAC — use openRound() for anything that is acted upon.
 */

function claimsOf(token) {
  const [body] = String(token).split('.');
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export function peekRound(token) {
  try {
    const claims = claimsOf(token);
    return {
      step: claims.snapshot?.value ?? 'unknown',
      lockId: claims.snapshot?.context?.lockId ?? null,
      service: claims.snapshot?.context?.service ?? null,
    };
  } catch {
    return { step: 'unreadable', lockId: null, service: null };
  }
}

export function describeRound(token) {
  const { step, service } = peekRound(token);
  return `${service ?? '?'}:${step} (${String(token).length} bytes)`;
}
