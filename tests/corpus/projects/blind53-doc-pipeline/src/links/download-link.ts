import jwt from 'jsonwebtoken';

/**
 * Signed links for the export e-mail and chat message. These are bearer links
 * people open a day later, not MCP state: their lifetime is a product decision.
 */
const LINK_AUDIENCE = 'doc-pipeline/downloads';
const LINK_LIFETIME = '24h';

function linkSecret(): string {
  const secret = process.env.DOWNLOAD_LINK_SECRET;
  if (!secret || Buffer.byteLength(secret) < 32) throw new Error('DOWNLOAD_LINK_SECRET must be at least 32 bytes');
  return secret;
}

const secret = linkSecret();
const BASE_URL = process.env.PUBLIC_BASE_URL ?? 'https://docs.example.org';

export interface LinkClaims {
  readonly sub: string;
  readonly bundleId: string;
}

export function signDownloadLink(claims: LinkClaims): string {
  const token = jwt.sign({ bundleId: claims.bundleId }, secret, {
    subject: claims.sub,
    audience: LINK_AUDIENCE,
    expiresIn: LINK_LIFETIME,
    algorithm: 'HS256',
  });
  return `${BASE_URL}/downloads/${encodeURIComponent(claims.bundleId)}?t=${token}`;
}

/** Throws on a bad, expired or foreign token. */
export function readDownloadLink(token: string): LinkClaims {
  const payload = jwt.verify(token, secret, { audience: LINK_AUDIENCE, algorithms: ['HS256'] });
  if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload['bundleId'] !== 'string') {
    throw new Error('malformed download token');
  }
  return { sub: payload.sub, bundleId: payload['bundleId'] };
}
