import { requireBearerAuth } from '@modelcontextprotocol/server';

// tokens come from the company SSO; we ask its userinfo endpoint who they belong to
const SSO = process.env.SSO_ISSUER ?? 'https://sso.example.internal';

const verifier = {
  async verifyAccessToken(token: string) {
    const res = await fetch(`${SSO}/oauth2/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`userinfo ${res.status}`);
    const info = (await res.json()) as { sub: string; groups?: string[]; exp?: number; azp?: string };
    if (!info.groups?.includes('deployers')) throw new Error('not a deployer');
    return {
      token,
      clientId: info.azp ?? 'unknown',
      scopes: ['deploy'],
      expiresAt: info.exp ?? Math.floor(Date.now() / 1000) + 300,
      extra: { userId: info.sub },
    };
  },
};

export const authenticate = requireBearerAuth({ verifier, requiredScopes: ['deploy'] });
