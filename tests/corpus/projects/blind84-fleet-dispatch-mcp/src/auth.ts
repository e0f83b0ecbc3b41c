// Bearer-token authentication for dispatchers, backed by the identity service's token introspection endpoint.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { config } from './config.js';

class IntrospectionVerifier {
  #endpoint: URL;
  #client: { id: string; secret?: string };

  constructor(baseUrl: string, client: { id: string; secret?: string }) {
    this.#endpoint = new URL('/oauth2/introspect', baseUrl);
    this.#client = client;
  }

  get basicCredentials(): string {
    return Buffer.from(`${this.#client.id}:${this.#client.secret ?? ''}`).toString('base64');
  }

  async verifyAccessToken(token: string) {
    const res = await fetch(this.#endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${this.basicCredentials}`,
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    if (!res.ok) throw new Error(`introspection failed with HTTP ${res.status}`);
    const body = await res.json();
    if (!body.active) throw new Error('token is not active');
    return {
      token,
      clientId: body.client_id,
      scopes: String(body.scope ?? '').split(' ').filter(Boolean),
      expiresAt: body.exp,
      extra: { userId: body.sub, displayName: body.name },
    };
  }
}

const verifier = new IntrospectionVerifier(config.identityUrl, config.introspectionClient);

export const dispatcherGuard = requireBearerAuth({ verifier, requiredScopes: ['dispatch:read'] });
