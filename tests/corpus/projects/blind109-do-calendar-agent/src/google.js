// Google Calendar API client for free/busy lookups, events and meeting-room calendars.
const API = 'https://www.googleapis.com/calendar/v3';

async function gcal(accessToken, path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  });
  if (res.status === 204) return null;
  if (!res.ok) throw new Error(`Google Calendar ${path}: ${res.status}`);
  return res.json();
}

export async function busyTimes(accessToken, emails, from, to) {
  const body = { timeMin: from, timeMax: to, items: emails.map((id) => ({ id })) };
  const r = await gcal(accessToken, '/freeBusy', { method: 'POST', body: JSON.stringify(body) });
  return Object.values(r.calendars).flatMap((c) => c.busy);
}

export const getEvent = (accessToken, eventId) => gcal(accessToken, `/calendars/primary/events/${encodeURIComponent(eventId)}`);

export const createEvent = (accessToken, event) =>
  gcal(accessToken, '/calendars/primary/events?sendUpdates=all', { method: 'POST', body: JSON.stringify(event) });

export const deleteEvent = (accessToken, eventId, notify) =>
  gcal(accessToken, `/calendars/primary/events/${encodeURIComponent(eventId)}?sendUpdates=${notify ? 'all' : 'none'}`, {
    method: 'DELETE',
  });

export const listRooms = (accessToken) =>
  gcal(accessToken, '/users/me/calendarList?minAccessRole=freeBusyReader').then((r) =>
    r.items.filter((c) => c.id.endsWith('@resource.calendar.google.com')),
  );
