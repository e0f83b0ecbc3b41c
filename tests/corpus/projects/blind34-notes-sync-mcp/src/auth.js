import { createHash } from 'node:crypto';

var ISSUER = process.env.NOTES_ISSUER || 'https://notes.example.com';
var AUDIENCE = process.env.MCP_AUDIENCE || 'notes-mcp';
var seen = new Map(); // sha256(token) -> { info, until }

function cacheKey(token) {
  return createHash('sha256').update(token).digest('hex');
}

// resolves to the authInfo the SDK passes handlers, or null
export async function authenticate(req) {
  var m = /^Bearer ([A-Za-z0-9._~+\/-]+=*)$/.exec(req.headers.authorization || '');
  if (!m) return null;
  var token = m[1];
  var k = cacheKey(token);
  var hit = seen.get(k);
  if (hit && hit.until > Date.now()) return hit.info;

  var res = await fetch(ISSUER + '/oauth/introspect', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return null;
  var body = await res.json();
  if (!body.active || body.aud !== AUDIENCE) return null;

  var info = {
    token,
    clientId: body.client_id,
    scopes: (body.scope || '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
  seen.set(k, { info, until: Math.min(Date.now() + 60000, body.exp * 1000) });
  return info;
}
