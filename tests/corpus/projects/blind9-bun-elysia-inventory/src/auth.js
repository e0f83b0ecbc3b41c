import { Elysia } from 'elysia';

/**
 * Bearer auth via RFC 7662 introspection. Adds `authInfo` to the context of every
 * route registered after this plugin.
 */
export const bearer = ({ introspectionUrl, clientId = Bun.env.INTROSPECTION_CLIENT_ID, clientSecret = Bun.env.INTROSPECTION_CLIENT_SECRET }) =>
  new Elysia({ name: 'bearer-auth' })
    .derive({ as: 'scoped' }, async ({ headers }) => {
      const header = headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) return { authInfo: null };
      const token = header.slice(7);

      const res = await fetch(introspectionUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      });
      if (!res.ok) return { authInfo: null };
      const info = await res.json();
      if (!info.active || !info.sub) return { authInfo: null };

      return {
        authInfo: {
          token,
          clientId: info.client_id ?? 'unknown',
          scopes: (info.scope ?? '').split(' ').filter(Boolean),
          expiresAt: info.exp,
          extra: { userId: info.sub },
        },
      };
    })
    .onBeforeHandle({ as: 'scoped' }, ({ authInfo, set }) => {
      if (!authInfo) {
        set.status = 401;
        set.headers['www-authenticate'] = 'Bearer';
        return { error: 'unauthorized' };
      }
    });
