import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Round-trip state as a compact HS256 JWT. Each backend creates one of these with its own
 * secret and issuer, so a token minted by one cluster backend never opens on another.
 */
export function createStateTokens({ secret, issuer, defaultTtl = '10m' }) {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (!key || key.byteLength < 32) throw new Error(`${issuer}: state secret must be at least 32 bytes`);

  return {
    async issue(claims, { sub, tool, ttl }) {
      return new SignJWT({ ...claims, tool })
        .setProtectedHeader({ alg: 'HS256', typ: 'mcp-state+jwt' })
        .setIssuer(issuer)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(ttl ?? defaultTtl)
        .sign(key);
    },

    /** Resolves to the claims, or null when the token is forged, expired or for someone/something else. */
    async check(token, { sub, tool }) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          subject: sub,
          algorithms: ['HS256'],
          typ: 'mcp-state+jwt',
        });
        return payload.tool === tool ? payload : null;
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
