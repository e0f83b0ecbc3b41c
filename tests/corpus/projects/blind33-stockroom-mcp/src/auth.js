import { config } from './config.js';

const TOKEN_TTL_SECONDS = 3600;

// Static API tokens, one per person or device. We hand these out by hand for
// now; SSO is on the roadmap.
export function authenticate(request) {
  const header = request.headers.get('authorization') ?? '';
  const [scheme, presented] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !presented) return null;

  const entry = config.apiTokens.find((candidate) => candidate.token === presented); // expect: no-timing-unsafe-compare
  if (!entry) return null;

  return {
    token: presented,
    clientId: 'stockroom-static',
    scopes: ['stock:read', 'stock:write'],
    expiresAt: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS,
    extra: { userId: entry.userId },
  };
}

export function unauthorized() {
  return new Response(JSON.stringify({ error: 'invalid_token' }), {
    status: 401,
    headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="stockroom"' },
  });
}
