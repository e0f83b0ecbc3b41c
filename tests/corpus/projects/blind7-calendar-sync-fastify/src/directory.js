import { request } from 'undici';

const BASE = process.env.CALENDAR_API ?? 'http://calendar.internal:8080';
const SERVICE_AUTH = `Bearer ${process.env.CALENDAR_SERVICE_TOKEN ?? ''}`;

async function api(method, path, body) {
  const res = await request(`${BASE}${path}`, {
    method,
    headers: { authorization: SERVICE_AUTH, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.statusCode >= 400) throw new Error(`calendar api ${method} ${path}: ${res.statusCode}`);
  return res.body.json();
}

export const directory = {
  async whoami(accessToken) {
    const res = await request(`${BASE}/oauth/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (res.statusCode !== 200) return null;
    const info = await res.body.json();
    return { userId: info.sub, email: info.email };
  },
  async canRead(userId, calendarId) {
    const acl = await api('GET', `/calendars/${encodeURIComponent(calendarId)}/acl/${encodeURIComponent(userId)}`);
    return acl.role === 'reader' || acl.role === 'writer' || acl.role === 'owner';
  },
  async canDelegate(userId, ownerId) {
    const list = await api('GET', `/delegates/${encodeURIComponent(ownerId)}`);
    return ownerId === userId || list.some((d) => d.userId === userId && d.canEdit);
  },
  getEvent: (ownerId, eventId) => api('GET', `/users/${ownerId}/events/${eventId}`),
  moveEvent: (ownerId, eventId, start) => api('PATCH', `/users/${ownerId}/events/${eventId}`, { start }),
  listEvents: (calendarId, offset, includeDeclined) =>
    api('GET', `/calendars/${encodeURIComponent(calendarId)}/events?offset=${offset}&declined=${includeDeclined ? 1 : 0}`),
};
