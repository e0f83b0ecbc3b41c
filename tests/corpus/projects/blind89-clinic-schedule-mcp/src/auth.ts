// Introspects opaque access tokens issued to clinic staff.
// @ts-nocheck
import { config } from './config.js';

export async function verifyAccessToken(token: string) {
  const res = await fetch(config.introspection.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Basic ' + Buffer.from(`${config.introspection.clientId}:${config.introspection.clientSecret}`).toString('base64'),
    },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection returned ${res.status}`);
  const info = await res.json();
  if (!info.active) throw new Error('inactive token');
  return {
    token,
    clientId: info.client_id,
    scopes: String(info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub, clinicIds: info.clinic_ids ?? [], role: info.role },
  };
}
