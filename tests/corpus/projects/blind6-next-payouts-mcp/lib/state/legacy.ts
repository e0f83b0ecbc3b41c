import { createHmac } from 'node:crypto';

// v0 tokens were minted by the 1.x releases; still honoured until every client has retried once.
const legacyKey = Buffer.from(process.env.LEGACY_STATE_KEY ?? '', 'hex');

export interface LegacyClaims {
  u: string;
  t: string;
  a: Record<string, unknown>;
  e: number;
}

export function mintLegacy(claims: LegacyClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', legacyKey).update(body).digest('base64url'); // expect: no-weak-state-key
  return `v0.${body}.${mac}`;
}

export function openLegacy(token: string, user: string, tool: string): LegacyClaims | null {
  const [, body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', legacyKey).update(body).digest();
  if (!Buffer.from(mac, 'base64url').equals(expected)) return null; // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as LegacyClaims;
  if (claims.u !== user || claims.t !== tool || claims.e * 1000 < Date.now()) return null;
  return claims;
}
