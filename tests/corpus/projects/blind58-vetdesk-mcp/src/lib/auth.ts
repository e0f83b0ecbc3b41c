import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';
import { env } from '@/lib/env';

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.AUTH_ISSUER));

const CLINIC_CLAIM = 'https://vetdesk.app/clinic_id';
const ROLE_CLAIM = 'https://vetdesk.app/role';

export const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
      expiresAt: payload.exp,
      extra: {
        userId: payload.sub,
        clinicId: payload[CLINIC_CLAIM],
        role: payload[ROLE_CLAIM] ?? 'reception',
      },
    };
  },
};

export interface StaffMember {
  userId: string;
  clinicId: string;
  role: 'reception' | 'vet' | 'manager';
}

export function staffOf(ctx: ServerContext): StaffMember {
  const extra = ctx.http?.authInfo?.extra as Partial<StaffMember> | undefined;
  if (!extra?.userId || !extra.clinicId) {
    throw new Error('This tool needs a signed-in VetDesk staff account.');
  }
  return { userId: extra.userId, clinicId: extra.clinicId, role: extra.role ?? 'reception' };
}
