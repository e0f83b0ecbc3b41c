import type { AuthInfo } from '@modelcontextprotocol/server';

const ISSUER = process.env.OIDC_ISSUER ?? 'https://login.example.com';
const TRUSTED_CLIENTS = new Set(['payroll-console', 'claude-desktop']);

interface Introspection {
  active: boolean;
  sub: string;
  client_id: string;
  scope: string;
  exp: number;
  iss: string;
}

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(`${ISSUER}/oauth2/introspect`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${process.env.INTROSPECT_CLIENT_ID}:${process.env.INTROSPECT_CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
    const info = (await res.json()) as Introspection;
    if (!info.active || info.iss !== ISSUER) throw new Error('token not active');
    if (!TRUSTED_CLIENTS.has(info.client_id)) throw new Error(`client ${info.client_id} is not allowed`);
    return {
      token,
      clientId: info.client_id,
      scopes: info.scope.split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};
