// Bearer tokens are opaque SSO tokens; we ask the IdP about each one (RFC 7662) and cache the answer briefly.

const INTROSPECTION_URL = process.env.OIDC_INTROSPECTION_URL;
const CLIENT_ID = process.env.OIDC_CLIENT_ID ?? 'deploy-gate';
const CLIENT_SECRET = process.env.OIDC_CLIENT_SECRET;

const cache = new Map();
const CACHE_MS = 30_000;

async function introspect(token) {
  const res = await fetch(INTROSPECTION_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
  return res.json();
}

export const verifier = {
  async verifyAccessToken(token) {
    const hit = cache.get(token);
    if (hit && hit.until > Date.now()) return hit.info;

    const claims = await introspect(token);
    if (!claims.active) throw new Error('inactive token');

    const info = {
      token,
      clientId: claims.client_id,
      scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
      expiresAt: claims.exp,
      extra: { userId: claims.sub, groups: claims.groups ?? [] },
    };
    cache.set(token, { info, until: Date.now() + CACHE_MS });
    return info;
  },
};
