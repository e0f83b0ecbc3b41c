import { SignJWT, createRemoteJWKSet, importPKCS8, jwtVerify } from 'jose';

const IDP_ISSUER = process.env.RELAY_IDP_ISSUER ?? 'https://id.relay.example/';
const idpKeys = createRemoteJWKSet(new URL('/.well-known/jwks.json', IDP_ISSUER));

// Ed25519 private key, mounted from the `relay-gateway-signing` secret.
const signingKey = await importPKCS8(process.env.RELAY_GATEWAY_SIGNING_KEY_PEM, 'EdDSA');
const signingKeyId = process.env.RELAY_GATEWAY_KEY_ID ?? 'gw-2024-11';

/** Verifies an end user's access token from the IdP; the result is the SDK's AuthInfo. */
export async function verifyUserToken(token) {
  const { payload } = await jwtVerify(token, idpKeys, { issuer: IDP_ISSUER, audience: 'relay-gateway' });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id),
    scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}

/**
 * A one-minute assertion that tells a backend who the end user is. The user's own access
 * token is never forwarded: its audience is the gateway, not the backends.
 */
export function mintAssertion(userId, backend) {
  return new SignJWT({ scope: 'tools:call' })
    .setProtectedHeader({ alg: 'EdDSA', kid: signingKeyId })
    .setIssuer('relay-gateway')
    .setSubject(userId)
    .setAudience(`relay-${backend}`)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(signingKey);
}
