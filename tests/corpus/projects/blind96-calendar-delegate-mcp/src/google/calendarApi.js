// Google Calendar REST calls made with the user's delegated access token.
import { config } from '../config.js';

const BASE = `https://www.googleapis.com/calendar/${config.calendarApiVersion}`;

async function gcal(accessToken, method, path, { query, body, headers = {} } = {}) {
  const url = new URL(`${BASE}${path}`);
  if (query) url.search = new URLSearchParams(query).toString();
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 412) return { conflict: true };
  if (!res.ok) throw new Error(`Google Calendar ${method} ${path} -> ${res.status}`);
  return res.status === 204 ? {} : res.json();
}

export const calendar = {
  freeBusy: (token, { emails, timeMin, timeMax }) =>
    gcal(token, 'POST', '/freeBusy', { body: { timeMin, timeMax, items: emails.map((id) => ({ id })) } }),
  getEvent: (token, calendarId, eventId) =>
    gcal(token, 'GET', `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`),
  insertEvent: (token, calendarId, event) =>
    gcal(token, 'POST', `/calendars/${encodeURIComponent(calendarId)}/events`, {
      query: { sendUpdates: 'all' },
      body: event,
    }),
  deleteEvent: (token, calendarId, eventId, { etag, notify }) =>
    gcal(token, 'DELETE', `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`, {
      query: { sendUpdates: notify ? 'all' : 'none' },
      headers: { 'if-match': etag },
    }),
};
