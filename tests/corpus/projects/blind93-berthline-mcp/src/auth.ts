// Bearer-token verification against the harbour identity provider (RFC 7662 introspection).
// @ts-nocheck
import type { BerthlineConfig } from './config.js';

export function harborIdpVerifier(config: BerthlineConfig) {
  const basic = Buffer.from(`${config.idpClientId}:${config.idpClientSecret}`).toString('base64');

  return {
    async verifyAccessToken(token: string) {
      const res = await fetch(config.idpIntrospectionUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      if (!res.ok) throw new Error(`introspection failed with ${res.status}`);
      const body = await res.json();
      if (!body.active) throw new Error('token is not active');
      return {
        token,
        clientId: body.client_id,
        scopes: String(body.scope ?? '').split(' ').filter(Boolean),
        expiresAt: body.exp,
        extra: { userId: body.sub, operatorId: body.operator_id },
      };
    },
  };
}

export interface Principal {
  userId: string;
  operatorId: string;
  token: string;
  scopes: string[];
}

export function principalOf(ctx): Principal {
  const info = ctx.http?.authInfo;
  if (!info?.extra?.userId) throw new Error('This tool needs an authenticated harbour account.');
  return {
    userId: info.extra.userId,
    operatorId: info.extra.operatorId,
    token: info.token,
    scopes: info.scopes ?? [],
  };
}

export function requireScope(who: Principal, scope: string) {
  if (!who.scopes.includes(scope)) {
    throw new Error(`Missing scope ${scope}`);
  }
}
