// Creates a jose-based HS256 JWT signer and verifier for round-trip state bound to a user and tool.
import { SignJWT, jwtVerify } from 'jose';

const ALG = 'HS256';

/**
 * Small wrapper around jose for MCP round-trip state.
 * `sub` is the user, `aud` is the tool name; callers add their own claims.
 *
 * @param {{ secret: Uint8Array, issuer: string, ttl?: string }} opts
 */
export function createStateSigner({ secret, issuer, ttl = '2h' }) { // expect: require-state-binding
  if (!(secret instanceof Uint8Array)) throw new TypeError('secret must be a Uint8Array');

  async function sign(claims, { user, tool }) {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, typ: 'mcp-state+jwt' })
      .setIssuer(issuer)
      .setSubject(user)
      .setAudience(tool)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(secret);
  }

  /** Throws (JWSSignatureVerificationFailed, JWTExpired, JWTClaimValidationFailed...) on anything off. */
  async function verify(token, { user, tool }) {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALG],
      issuer,
      subject: user,
      audience: tool,
      typ: 'mcp-state+jwt',
    });
    return payload;
  }

  return { sign, verify };
}

export { decodeJwt as peek } from 'jose';
