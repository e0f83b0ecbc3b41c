// Bearer-token check against the Ledgerline identity service using OAuth token introspection.
// @ts-nocheck
export interface VerifierOptions {
  introspectUrl: string;
  clientId: string;
  clientSecret: string;
  requiredScope?: string;
  fetchImpl?: typeof fetch;
}

export function createTokenVerifier({
  introspectUrl,
  clientId,
  clientSecret,
  requiredScope = 'payouts',
  fetchImpl = fetch,
}: VerifierOptions) {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');

  async function verifyAccessToken(token: string) {
    const res = await fetchImpl(introspectUrl, {
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
    const scopes = String(info.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes(requiredScope)) throw new Error(`missing scope ${requiredScope}`);

    return {
      token,
      clientId: info.client_id,
      scopes,
      expiresAt: info.exp,
      extra: { userId: info.sub, orgId: info.org_id, email: info.email },
    };
  }

  return { verifyAccessToken };
}
