// Validates bearer tokens against the fleet identity provider's OAuth 2.0 introspection endpoint.
// @ts-nocheck

export function createIntrospectionVerifier(cfg: { url: string; clientId: string; clientSecret: string }) {
  const basic = Buffer.from(`${encodeURIComponent(cfg.clientId)}:${encodeURIComponent(cfg.clientSecret)}`).toString('base64');

  return {
    async verifyAccessToken(token: string) {
      const res = await fetch(cfg.url, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
      const data = await res.json();
      if (!data.active) throw new Error('token is not active');
      return {
        token,
        clientId: data.client_id,
        scopes: typeof data.scope === 'string' ? data.scope.split(' ').filter(Boolean) : [],
        expiresAt: data.exp,
        extra: { userId: data.sub, depotIds: Array.isArray(data.depots) ? data.depots : [] },
      };
    },
  };
}
