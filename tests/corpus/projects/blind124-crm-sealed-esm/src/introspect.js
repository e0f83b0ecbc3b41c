// Validates bearer tokens through the OAuth introspection endpoint and returns auth info.
const INTROSPECTION_URL = process.env.INTROSPECTION_URL;
const CLIENT_ID = process.env.INTROSPECTION_CLIENT_ID;
const CLIENT_SECRET = process.env.INTROSPECTION_CLIENT_SECRET;

if (!INTROSPECTION_URL || !CLIENT_ID || !CLIENT_SECRET) {
  throw new Error('introspection endpoint and credentials must be configured');
}

const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');

export async function introspect(token) {
  const res = await fetch(INTROSPECTION_URL, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const info = await res.json();
  if (!info.active) throw new Error('token is not active');
  return {
    token,
    clientId: info.client_id,
    scopes: (info.scope ?? '').split(' '),
    expiresAt: info.exp,
    extra: { userId: info.sub },
  };
}
