// Bearer auth for /mcp: tokens come from the clinic's IdP and are checked by introspection.
// Sets req.auth, which the SDK's HTTP transport hands to handlers as extra.authInfo.

const INTROSPECT_URL = process.env.IDP_INTROSPECTION_URL;
const INTROSPECT_CLIENT = process.env.IDP_CLIENT_ID;
const INTROSPECT_SECRET = process.env.IDP_CLIENT_SECRET;
if (!INTROSPECT_URL || !INTROSPECT_CLIENT || !INTROSPECT_SECRET) {
  throw new Error('IDP_INTROSPECTION_URL, IDP_CLIENT_ID and IDP_CLIENT_SECRET must be set');
}

const basic = 'Basic ' + Buffer.from(`${INTROSPECT_CLIENT}:${INTROSPECT_SECRET}`).toString('base64');

export async function bearerAuth(req, res, next) {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="intake-desk"').status(401).json({ error: 'invalid_token' });
    return;
  }
  try {
    const r = await fetch(INTROSPECT_URL, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: match[1] }),
    });
    const info = await r.json();
    if (!r.ok || !info.active || !info.sub || !(info.exp * 1000 > Date.now())) {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
      return;
    }
    if (!String(info.scope ?? '').split(' ').includes('intake')) {
      res.status(403).json({ error: 'insufficient_scope' });
      return;
    }
    req.auth = {
      token: match[1],
      clientId: info.client_id,
      scopes: String(info.scope).split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub, clinic: info.clinic_id },
    };
    next();
  } catch (err) {
    next(err);
  }
}
