// Bearer-token verification against the LedgerLink identity provider's introspection endpoint.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import type { LedgerConfig } from './config';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  org_id?: string;
  aud?: string | string[];
}

export function makeVerifier(cfg: LedgerConfig, resource: string) {
  return {
    async verifyAccessToken(token: string) {
      const res = await fetch(cfg.introspectionUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${btoa(`${cfg.clientId}:${cfg.clientSecret}`)}`,
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
      const data = (await res.json()) as IntrospectionResponse;
      const audiences = Array.isArray(data.aud) ? data.aud : [data.aud];
      if (!data.active || !data.sub || !data.org_id || !audiences.includes(resource)) {
        throw new Error('inactive or foreign token');
      }
      return {
        token,
        clientId: data.client_id ?? 'unknown',
        scopes: (data.scope ?? '').split(' ').filter(Boolean),
        expiresAt: data.exp,
        resource: new URL(resource),
        extra: { userId: data.sub, orgId: data.org_id },
      };
    },
  };
}

export function authenticate(cfg: LedgerConfig, resource: string) {
  return requireBearerAuth({ verifier: makeVerifier(cfg, resource), requiredScopes: ['invoices:read'] });
}
