// Validates bearer tokens with the identity provider's introspection endpoint and maps them to AuthInfo.
// @ts-nocheck
export function makeTokenVerifier(identity) {
  const basic = Buffer.from(`${identity.clientId}:${identity.clientSecret}`).toString('base64');

  return {
    async verifyAccessToken(token: string) {
      const res = await fetch(identity.introspectionUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      if (!res.ok) throw new Error(`introspection failed with HTTP ${res.status}`);

      const info = await res.json();
      if (!info.active) throw new Error('token is not active');

      return {
        token,
        clientId: String(info.client_id ?? ''),
        scopes: String(info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub, email: info.email },
      };
    },
  };
}
