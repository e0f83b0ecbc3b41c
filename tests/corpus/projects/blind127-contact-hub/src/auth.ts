// Verifies bearer tokens via the OIDC userinfo endpoint and returns auth info.
// @ts-nocheck
const ISSUER = process.env.OIDC_ISSUER ?? 'https://login.example.com';

interface UserInfo {
  sub: string;
  azp: string;
  scope?: string;
  exp: number;
}

export async function verifyAccessToken(token: string) {
  const res = await fetch(`${ISSUER}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error('invalid token');
  const info = (await res.json()) as UserInfo;
  return {
    token,
    clientId: info.azp,
    scopes: (info.scope ?? 'contacts').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}
