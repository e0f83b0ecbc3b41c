import { config } from './config.js';
import { redis } from './pending.js';

// Google credentials stay on the server: the web onboarding app writes each user's refresh
// token into Redis, and tools look up a fresh access token by the authenticated user id.

const API = 'https://www.googleapis.com/calendar/v3';

export class NotConnectedError extends Error {
  constructor() {
    super(`Connect your Google Calendar first: ${config.publicUrl}/connect`);
  }
}

export async function accessTokenFor(userId) {
  const key = `concierge:google:${userId}`;
  const stored = await redis.hgetall(key);
  if (!stored.refresh_token) throw new NotConnectedError();
  if (stored.access_token && Number(stored.expires_at) > Date.now() + 60_000) {
    return stored.access_token;
  }

  const res = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: stored.refresh_token,
      client_id: config.google.clientId,
      client_secret: config.google.clientSecret,
    }),
  });
  if (!res.ok) {
    if (res.status === 400) throw new NotConnectedError();
    throw new Error(`google token refresh: ${res.status}`);
  }
  const fresh = await res.json();
  await redis.hset(key, { access_token: fresh.access_token, expires_at: String(Date.now() + fresh.expires_in * 1000) });
  return fresh.access_token;
}

async function gcal(accessToken, path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`calendar ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function busyTimes(accessToken, emails, from, to) {
  const res = await gcal(accessToken, '/freeBusy', {
    method: 'POST',
    body: JSON.stringify({
      timeMin: from.toISOString(),
      timeMax: to.toISOString(),
      timeZone: config.timeZone,
      items: emails.map((id) => ({ id })),
    }),
  });
  return Object.values(res.calendars).flatMap((c) => c.busy ?? []);
}

export function getEvent(accessToken, eventId) {
  return gcal(accessToken, `/calendars/primary/events/${encodeURIComponent(eventId)}`);
}

export function insertEvent(accessToken, { title, start, end, attendees }) {
  return gcal(accessToken, '/calendars/primary/events?sendUpdates=all', {
    method: 'POST',
    body: JSON.stringify({
      summary: title,
      start: { dateTime: start, timeZone: config.timeZone },
      end: { dateTime: end, timeZone: config.timeZone },
      attendees: attendees.map((email) => ({ email })),
    }),
  });
}

export function deleteEvent(accessToken, eventId, { notify }) {
  return gcal(
    accessToken,
    `/calendars/primary/events/${encodeURIComponent(eventId)}?sendUpdates=${notify ? 'all' : 'none'}`,
    { method: 'DELETE' },
  );
}
