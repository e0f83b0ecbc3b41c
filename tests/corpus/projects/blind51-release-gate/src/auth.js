// Bearer auth for the /mcp endpoint. Humans come in with an SSO access token that we introspect;
// the CI pipeline uses a static service token so it can dry-run promotions.

const INTROSPECT_URL = process.env.SSO_INTROSPECT_URL;

async function introspect(token) {
  const res = await fetch(INTROSPECT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return null;
  const info = await res.json();
  return info.active ? info : null;
}

export async function authenticate(req, res, next) {
  const header = req.get('authorization') ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!presented) return res.status(401).json({ error: 'missing bearer token' });

  const ciToken = process.env.GATE_CI_TOKEN;
  if (ciToken && presented === ciToken) { // expect: no-timing-unsafe-compare
    req.auth = { token: presented, clientId: 'ci', scopes: ['gate:dry-run'], extra: { userId: 'svc:ci' } };
    return next();
  }

  const info = await introspect(presented);
  if (!info) return res.status(401).json({ error: 'invalid token' });
  req.auth = {
    token: presented,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
  return next();
}
