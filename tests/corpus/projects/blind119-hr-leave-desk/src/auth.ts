// Bearer-auth middleware that validates HR access tokens through OAuth introspection.
// @ts-nocheck
import { requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';

const INTROSPECT = process.env.HR_INTROSPECTION_URL ?? 'https://id.example-corp.com/oauth2/introspect';

export const bearer = requireBearerAuth({
  requiredScopes: ['hr:self'],
  verifier: {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(INTROSPECT, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      const data = (await res.json()) as { active: boolean; client_id: string; scope: string; exp: number; employee_id?: string };
      if (!data.active || !data.employee_id) throw new Error('token not active');
      return {
        token,
        clientId: data.client_id,
        scopes: data.scope.split(' '),
        expiresAt: data.exp,
        extra: { employeeId: data.employee_id },
      };
    },
  },
});
