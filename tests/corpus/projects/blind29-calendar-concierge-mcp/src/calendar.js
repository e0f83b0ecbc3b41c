import { createClient } from 'redis';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API = 'https://www.googleapis.com/calendar/v3';

const redis = createClient({ url: process.env.REDIS_URL });
await redis.connect();

// OAuth grants stay here, keyed by user; tools only ever see calendar data.
const grantKey = (userId) => `concierge:grant:${userId}`;

async function accessTokenFor(userId) {
  const stored = await redis.get(grantKey(userId));
  if (!stored) throw new Error('Your calendar is not connected. Run the connect flow in the concierge app.');
  const grant = JSON.parse(stored);
  if (grant.accessTokenExpiresAt - 60_000 > Date.now()) return grant.accessToken;

  const res = await fetch(GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: grant.refreshToken,
      client_id: process.env.GOOGLE_CLIENT_ID,
      client_secret: process.env.GOOGLE_CLIENT_SECRET,
    }),
  });
  if (!res.ok) throw new Error('Calendar access was revoked; reconnect your calendar.');
  const fresh = await res.json();
  const updated = { ...grant, accessToken: fresh.access_token, accessTokenExpiresAt: Date.now() + fresh.expires_in * 1000 };
  await redis.set(grantKey(userId), JSON.stringify(updated));
  return updated.accessToken;
}

async function api(userId, path, init = {}) {
  const token = await accessTokenFor(userId);
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`Calendar API ${init.method ?? 'GET'} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

const toSlots = (busy, { from, until, minutes }) => {
  const slots = [];
  const step = 15 * 60_000;
  const length = minutes * 60_000;
  for (let t = Math.ceil(from / step) * step; t + length <= until && slots.length < 8; t += step) {
    const hour = new Date(t).getUTCHours();
    if (hour < 8 || hour >= 17) continue;
    if (busy.some((b) => t < b.end && t + length > b.start)) continue;
    slots.push({ start: new Date(t).toISOString() });
  }
  return slots;
};

export const calendar = {
  /** Free slots shared by everyone, one week window per page. `pageToken` is the ISO start of the next window. */
  async freeSlots(userId, { attendees, minutes, pageToken }) {
    const from = pageToken ? Date.parse(pageToken) : Date.now();
    const until = from + 7 * 24 * 3600_000;
    const answer = await api(userId, '/freeBusy', {
      method: 'POST',
      body: JSON.stringify({ timeMin: new Date(from).toISOString(), timeMax: new Date(until).toISOString(), items: attendees.map((id) => ({ id })) }),
    });
    const busy = Object.values(answer.calendars).flatMap((c) => c.busy.map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) })));
    return { slots: toSlots(busy, { from, until, minutes }), nextPageToken: new Date(until).toISOString() };
  },

  event: (userId, eventId) => api(userId, `/calendars/primary/events/${encodeURIComponent(eventId)}`),

  hold: (userId, { start, minutes, attendees, title }) =>
    api(userId, '/calendars/primary/events?sendUpdates=none', {
      method: 'POST',
      body: JSON.stringify({
        summary: title,
        start: { dateTime: start },
        end: { dateTime: new Date(Date.parse(start) + minutes * 60_000).toISOString() },
        attendees: attendees.map((email) => ({ email })),
        status: 'tentative',
      }),
    }),

  cancel: (userId, eventId, { notify, message }) =>
    api(userId, `/calendars/primary/events/${encodeURIComponent(eventId)}?sendUpdates=${notify ? 'all' : 'none'}`, {
      method: 'DELETE',
      headers: message ? { 'x-concierge-note': encodeURIComponent(message) } : {},
    }),

  async invalidateChannel(channelId) {
    await redis.del(`concierge:watch:${channelId}`);
  },
};
