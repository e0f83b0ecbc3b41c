// Agent authentication: bearer tokens checked against the SSO introspection endpoint.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import type { DeskConfig } from './config';

export function agentAuth(cfg: DeskConfig) {
  const basic = btoa(`${cfg.introspectClientId}:${cfg.introspectClientSecret}`);
  return requireBearerAuth({
    requiredScopes: ['tickets'],
    verifier: {
      async verifyAccessToken(token: string) {
        const res = await fetch(cfg.introspectUrl, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }),
        });
        if (!res.ok) throw new Error(`introspection ${res.status}`);
        const info = await res.json();
        if (!info.active) throw new Error('token inactive');
        return {
          token,
          clientId: info.client_id,
          scopes: String(info.scope ?? '').split(/\s+/).filter(Boolean),
          expiresAt: info.exp,
          extra: { userId: info.sub, team: info.team ?? 'general', role: info.role ?? 'agent' },
        };
      },
    },
  });
}
