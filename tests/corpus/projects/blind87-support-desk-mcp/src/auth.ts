// Agent authentication: IdP userinfo check for bearer tokens, or a fixed agent when dev auth is enabled.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';

export function createAgentAuth(config) {
  if (config.devAuth) {
    return (req, res, next) => {
      req.auth = {
        token: 'dev',
        clientId: 'dev',
        scopes: ['tickets:write'],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        extra: { userId: 'agent-dev', email: 'agent@localhost' },
      };
      next();
    };
  }

  const verifier = {
    async verifyAccessToken(token) {
      const res = await fetch(config.idpUserinfoUrl, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error('token rejected by IdP');
      const info = await res.json();
      if (!info.email_verified) throw new Error('agent email not verified');
      return {
        token,
        clientId: info.client_id ?? 'support-desk',
        scopes: String(info.scope ?? 'tickets:write').split(' '),
        expiresAt: Number(res.headers.get('x-token-expires-at')) || Math.floor(Date.now() / 1000) + 300,
        extra: { userId: info.sub, email: info.email },
      };
    },
  };

  return requireBearerAuth({ verifier, requiredScopes: ['tickets:write'] });
}
