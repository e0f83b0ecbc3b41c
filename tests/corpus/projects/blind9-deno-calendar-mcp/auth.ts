import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { Config } from './config.ts';

let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

function unauthorized(error: string): Response {
  return Response.json({ error }, {
    status: 401,
    headers: { 'www-authenticate': `Bearer error="${error}"` },
  });
}

export async function authenticate(req: Request, config: Config): Promise<AuthInfo | Response> {
  const header = req.headers.get('authorization');
  if (!header?.startsWith('Bearer ')) return unauthorized('invalid_request');
  const token = header.slice('Bearer '.length);

  jwks ??= createRemoteJWKSet(new URL(`${config.issuer}/.well-known/jwks.json`));
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
    if (typeof payload.sub !== 'string') return unauthorized('invalid_token');
    return {
      token,
      clientId: typeof payload.azp === 'string' ? payload.azp : 'unknown',
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
  } catch {
    return unauthorized('invalid_token');
  }
}
