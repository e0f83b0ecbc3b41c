import { createRemoteJWKSet, jwtVerify } from 'jose';

const ISSUER = process.env.OIDC_ISSUER ?? 'https://sso.internal.example';
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

// CI pipelines call the promote tool with a static bot token. Two are accepted during a rotation.
const BOT_TOKENS = [process.env.RELEASE_BOT_TOKEN, process.env.RELEASE_BOT_TOKEN_NEXT].filter(Boolean);

/**
 * Resolves the caller of an /mcp request to the SDK's AuthInfo shape, or null.
 * People come with an SSO access token; the release bot with its own header.
 */
export async function authenticate(req) {
  const botToken = req.get('x-release-bot-token');
  if (botToken) {
    if (!BOT_TOKENS.includes(botToken)) return null; // expect: no-timing-unsafe-compare
    return {
      token: botToken,
      clientId: 'release-bot',
      scopes: ['releases:promote'],
      extra: { userId: 'svc:release-bot' },
    };
  }

  const header = req.get('authorization') ?? '';
  const [scheme, accessToken] = header.split(' ');
  if (scheme !== 'Bearer' || !accessToken) return null;
  try {
    const { payload } = await jwtVerify(accessToken, jwks, { issuer: ISSUER, audience: 'release-train' });
    return {
      token: accessToken,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  } catch {
    return null;
  }
}

export function callerFrom(extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('unauthenticated tool call');
  return { userId, scopes: extra.authInfo.scopes ?? [] };
}
