// Resolves who is calling /mcp and /trpc: applicants and staff via OIDC tokens, or the reviewer-scoring service.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from './env.ts';

const jwks = createRemoteJWKSet(new URL(`${env.oidcIssuer}/protocol/openid-connect/certs`));

export interface Principal {
  userId: string;
  roles: string[];
  scopes: string[];
  token: string;
  expiresAt: number;
}

export async function resolvePrincipal(req: Request): Promise<Principal | null> {
  const serviceToken = req.headers.get('x-mossgate-service-token');
  if (serviceToken !== null) {
    if (!env.reviewerServiceToken || serviceToken !== env.reviewerServiceToken) return null; // expect: no-timing-unsafe-compare
    return {
      userId: 'svc:reviewer-scoring',
      roles: ['reviewer-service'],
      scopes: ['reviews:write'],
      token: 'service',
      expiresAt: Math.floor(Date.now() / 1000) + 300,
    };
  }

  const header = req.headers.get('authorization') ?? '';
  if (!header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: env.oidcIssuer,
      audience: env.oidcAudience,
      algorithms: ['RS256'],
    });
    return {
      userId: String(payload.sub),
      roles: payload.realm_access?.roles ?? [],
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      token,
      expiresAt: Number(payload.exp),
    };
  } catch {
    return null;
  }
}

export function toAuthInfo(p: Principal) {
  return {
    token: p.token,
    clientId: 'mossgate-portal',
    scopes: p.scopes,
    expiresAt: p.expiresAt,
    extra: { userId: p.userId, roles: p.roles },
  };
}
