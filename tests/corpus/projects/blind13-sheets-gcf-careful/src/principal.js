import { OAuth2Client } from 'google-auth-library';
import { requireBearerAuth } from '@modelcontextprotocol/server';

const AUDIENCE = process.env.OAUTH_AUDIENCE;
const ALLOWED_DOMAIN = process.env.ALLOWED_DOMAIN ?? 'example.com';
const google = new OAuth2Client();

const verifier = {
  async verifyAccessToken(token) {
    const ticket = await google.verifyIdToken({ idToken: token, audience: AUDIENCE });
    const claims = ticket.getPayload();
    if (!claims?.email_verified || claims.hd !== ALLOWED_DOMAIN) throw new Error('account not allowed');
    return {
      token,
      clientId: claims.azp ?? AUDIENCE,
      scopes: ['sheets'],
      expiresAt: claims.exp,
      extra: { userId: claims.sub, email: claims.email },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['sheets'] });

/** The signed-in user for a tool call; tools never run without one. */
export function principalOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.email) throw new Error('no authenticated principal on this request');
  return { userId: String(extra.userId), email: String(extra.email) };
}
