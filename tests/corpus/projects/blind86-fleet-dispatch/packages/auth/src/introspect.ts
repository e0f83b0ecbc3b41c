// OAuth 2.0 token introspection (RFC 7662) against the fleet identity provider.
// @ts-nocheck

export interface IntrospectionSettings {
  url: string;
  clientId: string;
  clientSecret: string;
}

interface IntrospectionBody {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  depot_id?: string;
}

const cache = new Map<string, { at: number; body: IntrospectionBody }>();
const CACHE_MS = 30_000;

async function introspect(settings: IntrospectionSettings, token: string): Promise<IntrospectionBody> {
  const hit = cache.get(token);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.body;
  const basic = Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64');
  const res = await fetch(settings.url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`introspection endpoint answered ${res.status}`);
  const body = (await res.json()) as IntrospectionBody;
  if (cache.size > 5_000) cache.clear();
  cache.set(token, { at: Date.now(), body });
  return body;
}

export function introspectionVerifier(settings: IntrospectionSettings) {
  return {
    async verifyAccessToken(token: string) {
      const body = await introspect(settings, token);
      if (!body.active || !body.sub || typeof body.exp !== 'number') {
        throw new Error('inactive or incomplete access token');
      }
      return {
        token,
        clientId: body.client_id ?? 'unknown',
        scopes: (body.scope ?? '').split(' ').filter(Boolean),
        expiresAt: body.exp,
        extra: { userId: body.sub, depotId: body.depot_id ?? null },
      };
    },
  };
}
