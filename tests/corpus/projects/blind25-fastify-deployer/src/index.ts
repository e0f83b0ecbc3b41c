import { buildApp } from './app.js';

const introspectionUrl = process.env.OAUTH_INTROSPECTION_URL ?? 'https://auth.internal.example.com/oauth2/introspect';

const app = await buildApp({
  vaultUrl: process.env.VAULT_URL ?? 'https://vault.internal.example.com',
  introspector: {
    async introspect(token) {
      const res = await fetch(introspectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      if (!res.ok) return null;
      const info = (await res.json()) as {
        active: boolean; sub: string; username: string; client_id: string; scope?: string; exp: number;
      };
      if (!info.active) return null;
      return {
        id: info.sub,
        login: info.username,
        clientId: info.client_id,
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        tokenExpiresAt: info.exp,
      };
    },
  },
});

await app.listen({ port: Number(process.env.PORT ?? 8080), host: '0.0.0.0' });
