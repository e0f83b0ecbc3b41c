// Bearer token introspection against the company identity service.
// @ts-nocheck
const basic = ({ clientId, clientSecret }) => `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
const bearerOf = (header = '') => header.match(/^Bearer\s+(\S+)$/i)?.[1];

export const makeIntrospector = ({ url, clientId, clientSecret, timeoutMs = 3000 }) => async (header) => {
  const token = bearerOf(header);
  if (!token) return null;
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: basic({ clientId, clientSecret }), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
  const { active = false, sub, client_id: tokenClient, scope = '', exp, depot } = (await res?.json().catch(() => null)) ?? {};
  if (!res?.ok || !active || !sub || !depot) return null;
  return { token, clientId: tokenClient, scopes: scope.split(' ').filter(Boolean), expiresAt: exp, extra: { userId: sub, depot } };
};
