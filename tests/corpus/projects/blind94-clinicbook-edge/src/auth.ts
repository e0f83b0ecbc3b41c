// Patient authentication via token introspection, and the operator check for maintenance routes.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { constantTimeEqual, sha256 } from './util/bytes';

export interface AuthSettings {
  introspectionUrl: string;
  clientId: string;
  clientSecret: string;
  resource: string;
}

export function patientAuth(settings: AuthSettings) {
  const basic = btoa(`${settings.clientId}:${settings.clientSecret}`);
  return requireBearerAuth({
    requiredScopes: ['appointments'],
    verifier: {
      async verifyAccessToken(token: string) {
        const res = await fetch(settings.introspectionUrl, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
        });
        if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
        const info = await res.json();
        const aud = Array.isArray(info.aud) ? info.aud : [info.aud];
        if (!info.active || !info.sub || !info.patient_id || !aud.includes(settings.resource)) {
          throw new Error('token not valid for this resource');
        }
        return {
          token,
          clientId: info.client_id,
          scopes: String(info.scope ?? '').split(' ').filter(Boolean),
          expiresAt: info.exp,
          resource: new URL(settings.resource),
          extra: { userId: info.sub, patientId: info.patient_id, clinicId: info.clinic_id },
        };
      },
    },
  });
}

export async function isOperator(request: Request, operatorKey: string): Promise<boolean> {
  const presented = request.headers.get('x-operator-key');
  if (!presented) return false;
  const [a, b] = await Promise.all([sha256(presented), sha256(operatorKey)]);
  return constantTimeEqual(a, b);
}
