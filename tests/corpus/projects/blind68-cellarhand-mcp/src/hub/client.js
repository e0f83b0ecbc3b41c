// FermHub cloud: hydrometers (Tilt / iSpindel) report into it, we read the series back.
import { config } from '../config.js';
import { db } from '../db.js';

export class HubNotLinked extends Error {}

async function refreshAccess(refreshToken) {
  const res = await fetch(config.fermhub.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: config.fermhub.clientId,
      client_secret: config.fermhub.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`FermHub token refresh failed: ${res.status}`);
  return res.json();
}

async function hubGet(hub, path) {
  const res = await fetch(`${hub.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${hub.accessToken}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`FermHub ${path}: ${res.status}`);
  return res.json();
}

/** Opens a FermHub session for a brewer (one token refresh, which also rotates the refresh token). */
export async function openHubSession(userId) {
  const link = db.hubLinks.forUser(userId);
  if (!link) throw new HubNotLinked(`no FermHub account linked for ${userId}`);
  const grant = await refreshAccess(link.refreshToken);
  if (grant.refresh_token) db.hubLinks.rotateRefresh(userId, grant.refresh_token);

  const session = {
    baseUrl: config.fermhub.baseUrl,
    accountId: link.accountId,
    accessToken: grant.access_token,
    expiresAt: Date.now() + grant.expires_in * 1000,
  };
  return {
    ...session,
    listFermenters: () => hubGet(session, `/accounts/${link.accountId}/fermenters`),
  };
}

export function fetchGravitySeries(hub, fermenterId, since) {
  const qs = since ? `?since=${encodeURIComponent(since)}` : '';
  return hubGet(hub, `/accounts/${hub.accountId}/fermenters/${encodeURIComponent(fermenterId)}/readings${qs}`);
}
