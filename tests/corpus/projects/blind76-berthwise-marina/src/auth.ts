// Bearer-token verification against the marina IdP, and the harbour-master ops key check.
// @ts-nocheck
import { request } from 'undici';
import { config } from './config.js';

const basic = Buffer.from(`${config.idpClientId}:${config.idpClientSecret}`).toString('base64');

export async function verifyAccessToken(token: string) {
  const res = await request(config.idpIntrospectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
    headersTimeout: 5_000,
  });
  if (res.statusCode !== 200) {
    await res.body.dump();
    throw new Error(`introspection answered ${res.statusCode}`);
  }
  const body = await res.body.json();
  if (!body.active || !body.sub) throw new Error('token is not active');
  return {
    token,
    clientId: body.client_id,
    scopes: String(body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub, marinaId: body.marina_id ?? null, role: body.role ?? 'boater' },
  };
}

export function isHarbourMaster(headers: Headers): boolean {
  const presented = headers.get('x-harbour-ops-key');
  if (!presented) return false;
  return presented === config.opsKey; // expect-todo: no-timing-unsafe-compare
}
